-- Refuses to change or remove what an append-only table holds (the audit log and its checkpoints): UPDATE, DELETE
-- and TRUNCATE raise. Only someone who can drop the trigger can rewrite history, and the chain's verify and the
-- checkpoints still show what they did.
CREATE OR REPLACE FUNCTION audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
