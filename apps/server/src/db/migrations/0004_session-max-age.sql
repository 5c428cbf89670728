-- session_account also answers when the session began, so that the sliding idle expiry can stop at
-- the session's maximum age (domain/sessions.ts) without a second query. A function's result
-- columns cannot be changed in place: it is dropped and made again, in this migration's
-- transaction.
DROP FUNCTION session_account(text, timestamptz);
--> statement-breakpoint
CREATE FUNCTION session_account(p_token_hash text, p_now timestamptz)
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
  WHERE s.token_hash = p_token_hash AND s.expires_at > p_now;
END;
$$;
