/**
 * Every interface string exists in every interface language: same namespaces, same keys (but
 * for the plural forms a language lacks), no empty texts, and the same {{placeholders}} (a
 * missing one would print raw braces). An explanation that names a label quotes it as the
 * screen shows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = import.meta.dirname;
const LANGUAGES = ['en', 'es', 'zh-TW'];

type Json = { [key: string]: string | Json };

function flatten(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(name, child);
    else for (const [k, v] of flatten(child, name)) out.set(k, v);
  }
  return out;
}

function load(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(fs.readFileSync(path.join(localesDir, language, namespace), 'utf8')) as Json);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Texts that send the reader to a label elsewhere on screen: [namespace, text, label's namespace, label]. */
const QUOTED_LABELS = [
  ['manager.json', 'progress.methodCoarse', 'manager.json', 'progress.flag.tooCoarse'],
  ['manager.json', 'guide.deleteText', 'manager.json', 'delete.button'],
  // The directors' and the admin's guide, on the graphs and exports the manager's texts label.
  ...['graphs.title', 'paired.switch', 'paired.share.improved', 'paired.share.unchanged', 'paired.share.worse'].map(
    (label) => ['admin.json', 'guide.paired.body', 'manager.json', label] as const,
  ),
  ['admin.json', 'guide.paired.body', 'manager.json', 'paired.share.tooCoarse'],
  ...['graphs.title', 'exports.title', 'exports.csv', 'exports.xlsx', 'exports.codebook'].map(
    (label) => ['admin.json', 'guide.exports.body', 'manager.json', label] as const,
  ),
] as const;

/** A plural form's key, as i18next names it: `found_one`, `found_other`. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/**
 * The keys `language` needs: English's, less the plural forms the language does not have.
 * i18next picks a count's form by Intl.PluralRules, and Chinese has only "other": a `_one` text
 * there would never be shown, so a slip in it would go unseen. A form the language has may still
 * be left out where "other" reads right (i18next falls back to it): Spanish "many", for millions.
 */
function keysNeeded(language: string, english: Map<string, string>): string[] {
  const forms: string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return [...english.keys()]
    .filter((key) => {
      const form = PLURAL_FORM.exec(key)?.[1];
      return form === undefined || form === 'other' || forms.includes(form);
    })
    .sort();
}

const namespaces = fs.readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));

describe('interface translations', () => {
  it('has the same namespaces in every language', () => {
    for (const language of LANGUAGES) {
      expect(
        fs
          .readdirSync(path.join(localesDir, language))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
    }
  });

  for (const namespace of namespaces) {
    it(`${namespace}: same keys (but for the plural forms a language lacks), no empty texts, same placeholders`, () => {
      const english = load('en', namespace);
      for (const [key, text] of english) expect(text.trim(), `en/${namespace}:${key} is empty`).not.toBe('');
      for (const language of LANGUAGES.slice(1)) {
        const other = load(language, namespace);
        expect([...other.keys()].sort(), `${language}/${namespace} keys`).toEqual(keysNeeded(language, english));
        for (const [key, text] of other) {
          expect(text.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${language}/${namespace}:${key} placeholders`).toEqual(
            placeholders(english.get(key) ?? ''),
          );
        }
      }
    });
  }

  it('quotes a label as the screen shows it where a text explains it', () => {
    for (const language of LANGUAGES) {
      for (const [namespace, textKey, labelNamespace, labelKey] of QUOTED_LABELS) {
        const label = load(language, labelNamespace).get(labelKey);
        expect(label, `${language}/${labelNamespace}:${labelKey}`).toBeTruthy();
        expect(load(language, namespace).get(textKey), `${language}/${namespace}:${textKey}`).toContain(label);
      }
    }
  });
});
