ALTER TABLE "staff_accounts" ADD COLUMN "deactivated_at" timestamp with time zone;
--> statement-breakpoint
-- A deactivated account's sessions are deleted when it is deactivated (domain/director-access.ts);
-- session_account also refuses them, so a sign-in that verified its password just before the
-- deactivation cannot open a session that outlives it. Same result columns as migration 0004's,
-- so the function is replaced in place.
CREATE OR REPLACE FUNCTION session_account(p_token_hash text, p_now timestamptz)
RETURNS TABLE (
  id uuid,
  role text,
  name text,
  email text,
  center_id uuid,
  center_director_id uuid,
  created_at timestamptz,
  expires_at timestamptz
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT a.id, a.role, coalesce(c.name, a.name), a.email, a.center_id, c.director_id, s.created_at, s.expires_at
  FROM sessions s
  JOIN staff_accounts a ON a.id = s.account_id
  LEFT JOIN centers c ON c.id = a.center_id
  WHERE s.token_hash = p_token_hash AND s.expires_at > p_now AND a.deactivated_at IS NULL;
END;
$$;
