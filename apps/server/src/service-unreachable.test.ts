import { describe, expect, it } from 'vitest';
import { ServiceUnreachableError, withoutPassword } from './service-unreachable.ts';

describe('withoutPassword', () => {
  it('hides the password of the user part', () => {
    expect(withoutPassword('postgres://romtrack:s%40cret@db.example.org:5432/romtrack')).toBe(
      'postgres://romtrack:***@db.example.org:5432/romtrack',
    );
    expect(withoutPassword('rediss://:s3cret@cache.example.org:6380/2')).toBe('rediss://:***@cache.example.org:6380/2');
  });

  it('hides a password given as a query parameter', () => {
    expect(withoutPassword('postgres://db.example.org/romtrack?password=a&sslpassword=b&sslmode=require')).toBe(
      'postgres://db.example.org/romtrack?password=***&sslpassword=***&sslmode=require',
    );
  });

  it('leaves an address without a password as it is', () => {
    expect(withoutPassword('postgres://postgres@127.0.0.1:5432/romtrack')).toBe(
      'postgres://postgres@127.0.0.1:5432/romtrack',
    );
  });

  it('shows nothing of an address that does not parse, since its password cannot be told apart', () => {
    expect(withoutPassword('postgres://romtrack:pa#ss@db/romtrack')).toBe('not a valid URL');
  });
});

describe('ServiceUnreachableError', () => {
  it('says which service, which variable, where, and why, in one line', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    const error = new ServiceUnreachableError('REDIS_URL', 'redis://:s3cret@127.0.0.1:6379', cause);
    expect(error.message).toBe(
      'Cannot connect to Redis at REDIS_URL (redis://:***@127.0.0.1:6379): connect ECONNREFUSED 127.0.0.1:6379',
    );
    expect(error.cause).toBe(cause);
  });

  it('gives each address tried when a name had several', () => {
    const cause = new AggregateError([
      new Error('connect ECONNREFUSED ::1:5432'),
      new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    ]);
    expect(new ServiceUnreachableError('DATABASE_URL', 'postgres://localhost/romtrack', cause).message).toBe(
      'Cannot connect to the database at DATABASE_URL (postgres://localhost/romtrack): ' +
        'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    );
  });
});
