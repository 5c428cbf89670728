import { defaultOptionsFilter, type ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { foldedOptionsFilter, foldForSearch } from './option-search.ts';

const options = (...labels: string[]): ComboboxParsedItem[] => labels.map((label) => ({ value: label, label }));
const found = (items: ComboboxParsedItem[]) => items.map((item) => ('label' in item ? item.label : item.group));

describe('foldedOptionsFilter: a staff list picker finds a name whatever its case and accents', () => {
  const centers = options('Harbor Center', 'Centro de Rehabilitación Comunitaria', 'Ñandú Norte', '燈塔戒癮治療中心');

  it('finds an accented name typed without its accents, as the manager login is used in Spanish', () => {
    for (const search of ['rehabilitacion', 'REHABILITACION', 'Rehabilitación', ' rehabilitación ']) {
      expect(found(foldedOptionsFilter({ options: centers, search, limit: Infinity })), search).toEqual([
        'Centro de Rehabilitación Comunitaria',
      ]);
    }
    expect(found(foldedOptionsFilter({ options: centers, search: 'nandu', limit: Infinity }))).toEqual(['Ñandú Norte']);
    // Mantine's own filter, which the pickers used, found nothing.
    expect(defaultOptionsFilter({ options: centers, search: 'rehabilitacion', limit: Infinity })).toEqual([]);
  });

  it('finds Chinese and plain names, and every name for an empty search, as Mantine does', () => {
    expect(found(foldedOptionsFilter({ options: centers, search: '戒癮', limit: Infinity }))).toEqual([
      '燈塔戒癮治療中心',
    ]);
    expect(found(foldedOptionsFilter({ options: centers, search: 'harbor', limit: Infinity }))).toEqual([
      'Harbor Center',
    ]);
    expect(foldedOptionsFilter({ options: centers, search: '', limit: Infinity })).toEqual(
      defaultOptionsFilter({ options: centers, search: '', limit: Infinity }),
    );
    expect(foldedOptionsFilter({ options: centers, search: 'xyz', limit: Infinity })).toEqual([]);
  });

  it('keeps groups and the limit', () => {
    const grouped: ComboboxParsedItem[] = [
      {
        group: 'Región Norte',
        items: [
          { value: 'a', label: 'Centro Álamo' },
          { value: 'b', label: 'Centro Bahía' },
        ],
      },
      { value: 'c', label: 'Centro Cañada' },
    ];
    for (const limit of [1, 2, 3, Infinity]) {
      expect(foldedOptionsFilter({ options: grouped, search: 'centro', limit }), `limit ${limit}`).toEqual(
        defaultOptionsFilter({ options: grouped, search: 'centro', limit }),
      );
    }
    expect(foldedOptionsFilter({ options: grouped, search: 'alamo', limit: Infinity })).toEqual([
      { group: 'Región Norte', items: [{ value: 'a', label: 'Centro Álamo' }] },
    ]);
  });

  it('folds case and combining marks, composed or not', () => {
    expect(foldForSearch('Rehabilitaci\u00F3n')).toBe('rehabilitacion');
    expect(foldForSearch('Rehabilitacio\u0301n')).toBe('rehabilitacion');
    expect(foldForSearch('管理者')).toBe('管理者');
  });
});
