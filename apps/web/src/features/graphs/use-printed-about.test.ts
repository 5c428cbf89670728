import { describe, expect, it } from 'vitest';
import { LISTED_PIDS, whoseSurveys } from './use-printed-about.ts';

describe('whoseSurveys: the printed line says whose surveys a graph counts', () => {
  it("names every PID, or the region's consented surveys", () => {
    expect(whoseSurveys('allPids')).toEqual({ key: 'graphs.printedAllPids', values: {} });
    expect(whoseSurveys('consented')).toEqual({ key: 'graphs.printedConsented', values: {} });
  });

  it('lists the ticked PIDs, one or a few', () => {
    expect(whoseSurveys([1234])).toEqual({ key: 'graphs.printedOnePid', values: { pid: 1234 } });
    expect(whoseSurveys([1234, 5678])).toEqual({ key: 'graphs.printedPids', values: { pids: '1234, 5678' } });
    const few = Array.from({ length: LISTED_PIDS }, (_, i) => 1000 + i);
    expect(whoseSurveys(few).key).toBe('graphs.printedPids');
  });

  it('counts them past a few, as the line is printed with every chart and table', () => {
    const many = Array.from({ length: LISTED_PIDS + 1 }, (_, i) => 1000 + i);
    expect(whoseSurveys(many)).toEqual({ key: 'graphs.printedPidCount', values: { number: LISTED_PIDS + 1 } });
  });
});
