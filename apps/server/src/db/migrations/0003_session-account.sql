-- The account behind a live session, asked by every staff request (domain/accounts.ts). A PL/pgSQL
-- function because PL/pgSQL keeps the plans of its statements for the life of the connection: the
-- same join sent as a query is planned anew each time, and planning it cost the database more than
-- running it. The password hash is not among the columns: a request's caller never needs it.
CREATE FUNCTION session_account(p_token_hash text, p_now timestamptz)
RETURNS TABLE (
  id uuid,
  role text,
  name text,
  email text,
  center_id uuid,
  center_director_id uuid,
  expires_at timestamptz
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT a.id, a.role, coalesce(c.name, a.name), a.email, a.center_id, c.director_id, s.expires_at
  FROM sessions s
  JOIN staff_accounts a ON a.id = s.account_id
  LEFT JOIN centers c ON c.id = a.center_id
  WHERE s.token_hash = p_token_hash AND s.expires_at > p_now;
END;
$$;
