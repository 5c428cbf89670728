import { describe, expect, it } from 'vitest';
import { MIN_DIRECTOR_NAME_LENGTH, RegisterDirectorBodySchema } from '@romtrack/shared/contracts/directors';
import { RegisterCenterFieldsSchema } from '@romtrack/shared/contracts/registration';
import { nameProblem } from './name-check.ts';

const directorNameAccepted = (name: string) =>
  RegisterDirectorBodySchema.safeParse({ name, email: 'someone@example.org', password: 'a-long-password-9' }).success;
const centerNameAccepted = (name: string) =>
  RegisterCenterFieldsSchema.safeParse({ name, password: 'a-long-password-9' }).success;

describe('nameProblem: the forms refuse, naming the field, every name the server would refuse', () => {
  const names = [
    'Lighthouse Center',
    'Li   Bo',
    '  Li Bo  ',
    'Li\u00A0\u00A0\u00A0Bo',
    '\u200Fمركز الأمل\u200F',
    'Rehabilita\u00ADtion Center',
    'Zero\u200Bwidth Center',
    'e\u0301e\u0301e\u0301e\u0301e\u0301e\u0301',
    '燈塔戒癮治療中心',
    'Centro\tNorte',
  ];
  it.each(names)('%j: director form and server agree', (name) => {
    expect(nameProblem(name, MIN_DIRECTOR_NAME_LENGTH) === null).toBe(directorNameAccepted(name));
  });
  it.each(names)('%j: center form and server agree', (name) => {
    expect(nameProblem(name) === null).toBe(centerNameAccepted(name));
  });
  it('says why', () => {
    expect(nameProblem('Li   Bo', MIN_DIRECTOR_NAME_LENGTH)).toBe('tooShort');
    expect(nameProblem('\u200Fمدير المنطقة\u200F', MIN_DIRECTOR_NAME_LENGTH)).toBe('unprintable');
    expect(nameProblem('   ')).toBe('missing');
  });
});
