/**
 * The 8 RAND-36 scales, in the order ROMtrack shows and stores them.
 *
 * Item groupings: RAND 36-Item Health Survey 1.0 scoring instructions, Table 2
 * ("Step 2: Averaging Items to Form Scales"), converted to 0-based item indexes.
 * Item 2 (index 1, "health compared to one year ago") belongs to no scale: RAND
 * reports it on its own as perceived change, so it is asked but never scored here.
 *
 * Reference means, SDs and reliabilities are from the RAND Medical Outcomes Study
 * sample (adults with chronic conditions), RAND 36-Item Health Survey 1.0 scoring
 * documentation. `sd` and `reliability` feed a reliable change index
 * (SE_diff = sd · √2 · √(1 − reliability)); they describe that sample, not the clinic's.
 */

/** Stable identifier of a scale (used as a storage/column key; do not rename). */
export type ScaleKey =
  | 'physicalFunctioning'
  | 'rolePhysical'
  | 'roleEmotional'
  | 'energyFatigue'
  | 'emotionalWellBeing'
  | 'socialFunctioning'
  | 'pain'
  | 'generalHealth';

export interface Scale {
  readonly key: ScaleKey;
  /** English label as in the ROMtrack spec. */
  readonly label: string;
  /** 0-based item indexes (item number − 1) averaged into this scale. */
  readonly items: readonly number[];
  /** Mean score (0..100) in the RAND reference sample. */
  readonly referenceMean: number;
  /** Standard deviation (score points, 0..100 scale) in the RAND reference sample. */
  readonly sd: number;
  /** Internal-consistency reliability (Cronbach's alpha, 0..1) in the RAND reference sample. */
  readonly reliability: number;
}

/** The 8 scales, in display/storage order. Score vectors use this order. */
export const SCALES: readonly Scale[] = Object.freeze([
  {
    key: 'physicalFunctioning',
    label: 'Physical Functioning',
    items: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    referenceMean: 71,
    sd: 27.42,
    reliability: 0.93,
  },
  {
    key: 'rolePhysical',
    label: 'Physical Health',
    items: [12, 13, 14, 15],
    referenceMean: 53,
    sd: 40.78,
    reliability: 0.84,
  },
  {
    key: 'roleEmotional',
    label: 'Emotional Problems',
    items: [16, 17, 18],
    referenceMean: 66,
    sd: 40.71,
    reliability: 0.83,
  },
  {
    key: 'energyFatigue',
    label: 'Energy/fatigue',
    items: [22, 26, 28, 30],
    referenceMean: 52,
    sd: 22.39,
    reliability: 0.86,
  },
  {
    key: 'emotionalWellBeing',
    label: 'Emotional well-being',
    items: [23, 24, 25, 27, 29],
    referenceMean: 70,
    sd: 21.97,
    reliability: 0.9,
  },
  {
    key: 'socialFunctioning',
    label: 'Social functioning',
    items: [19, 31],
    referenceMean: 79,
    sd: 25.43,
    reliability: 0.85,
  },
  { key: 'pain', label: 'Pain', items: [20, 21], referenceMean: 71, sd: 25.46, reliability: 0.78 },
  {
    key: 'generalHealth',
    label: 'General health',
    items: [0, 32, 33, 34, 35],
    referenceMean: 57,
    sd: 21.11,
    reliability: 0.78,
  },
] as const satisfies readonly Scale[]);

/** Number of scales (length of every score vector). */
export const SCALE_COUNT = 8;

/** Reference-sample means (0..100), one per scale, in `SCALES` order. */
export const REFERENCE_MEANS: readonly number[] = Object.freeze(SCALES.map((s) => s.referenceMean));

/** Scale keys in `SCALES` order. */
export const SCALE_KEYS: readonly ScaleKey[] = Object.freeze(SCALES.map((s) => s.key));
