/**
 * Instances started together on one PostgreSQL database take turns with its start-up work. Each
 * would otherwise find the same migrations pending and run them at once: all but one failed on
 * PostgreSQL's catalog (`duplicate key value violates unique constraint
 * "pg_type_typname_nsp_index"` on CREATE TABLE), and two could each find no admin and both try
 * to create the first one. A session-level advisory lock, held on one connection for the whole
 * of the work, makes the others wait; they then find the migrations applied and the admin there.
 * Advisory locks belong to one database, so other databases on the server are not held up.
 */
import type pg from 'pg';

/** The lock's key: "ROMtrack" in ASCII, so that another application's advisory lock is unlikely to share it. */
const START_UP_LOCK_KEY = 0x524f4d747261636bn;

/**
 * Runs `work` while `client` holds the start-up lock, then releases the lock and gives the
 * client back, on failure too.
 */
export async function holdingStartUpLock<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  try {
    await client.query(`SELECT pg_advisory_lock(${START_UP_LOCK_KEY})`);
    return await work();
  } finally {
    // An unlock that fails (the connection died) must not hide how the work ended; closing
    // the connection ends its session, and the session's locks with it.
    const unlocked = await client.query(`SELECT pg_advisory_unlock(${START_UP_LOCK_KEY})`).then(
      () => true,
      () => false,
    );
    client.release(!unlocked);
  }
}
