/** The admin's director pickers: names alone, unless two directors share one or one is deactivated. */
import { describe, expect, it } from 'vitest';
import { directorOptions } from './director-names.ts';

describe('directorOptions', () => {
  it('shows each director by name when the names differ', () => {
    expect(
      directorOptions([
        { id: 'a', name: 'Ana Ruiz', email: 'ana@example.org', active: true, centers: 1 },
        { id: 'b', name: 'Ben Cole', email: 'ben@example.org', active: true, centers: 1 },
      ]),
    ).toEqual([
      { value: 'a', label: 'Ana Ruiz' },
      { value: 'b', label: 'Ben Cole' },
    ]);
  });

  it('adds the e-mail to names that two directors share, whatever their case, and to no other', () => {
    expect(
      directorOptions([
        { id: 'a', name: 'Pat Lee', email: 'pat.a@example.org', active: true, centers: 1 },
        { id: 'b', name: 'PAT LEE', email: 'pat.b@example.org', active: true, centers: 1 },
        { id: 'c', name: 'Sam Wu', email: 'sam@example.org', active: true, centers: 1 },
      ]).map((o) => o.label),
    ).toEqual(['Pat Lee (pat.a@example.org)', 'PAT LEE (pat.b@example.org)', 'Sam Wu']);
  });

  it('marks a deactivated director, whose region the admin still browses', () => {
    expect(
      directorOptions([
        { id: 'a', name: 'Ana Ruiz', email: 'ana@example.org', active: false, centers: 1 },
        { id: 'b', name: 'Ben Cole', email: 'ben@example.org', active: true, centers: 1 },
      ]).map((o) => o.label),
    ).toEqual(['Ana Ruiz (deactivated)', 'Ben Cole']);
  });
});
