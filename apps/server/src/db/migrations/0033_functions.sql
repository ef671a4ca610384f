-- Refuses to change or remove what an append-only table holds (the audit log and its checkpoints): UPDATE, DELETE
-- and TRUNCATE raise. Only someone who can drop the trigger can rewrite history, and the chain's verify and the
-- checkpoints still show what they did.
CREATE OR REPLACE FUNCTION audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint

-- The hash of one audit record (ops_audit_log): SHA-256, in hex, of the previous record's hash and every field of
-- this one, as a JSON array (jsonb's text form is canonical: keys sorted, nulls written, numbers normalised), so no
-- two different records give the same text. The chain trigger (audit_chain) and the verify both call it.
CREATE OR REPLACE FUNCTION audit_hash(
  p_prev text, p_chain integer, p_seq bigint, p_actor text, p_action text, p_payload jsonb, p_ip text,
  p_at timestamptz, p_object text, p_before jsonb, p_after jsonb
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    p_prev, p_chain, p_seq, p_actor, p_action, p_payload, p_ip,
    to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), p_object, p_before, p_after
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint

-- Before an audit record is inserted: it joins its merchant's chain (0 for platform actions) as the next record after
-- the chain's head, carrying the head's hash and its own (audit_hash), whatever the insert supplied. The head row is
-- locked until the transaction ends, so the records of one chain take turns and their numbers have no gaps; a
-- transaction that rolls back takes its record and the head's move with it.
CREATE OR REPLACE FUNCTION audit_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_seq bigint;
  v_hash text;
BEGIN
  NEW.chain := coalesce(NEW.merchant_id, 0);
  INSERT INTO audit_heads (chain, seq, hash) VALUES (NEW.chain, 0, '') ON CONFLICT (chain) DO NOTHING;
  SELECT seq, hash INTO v_seq, v_hash FROM audit_heads WHERE chain = NEW.chain FOR UPDATE;
  NEW.seq := v_seq + 1;
  NEW.prev_hash := v_hash;
  NEW.hash := audit_hash(NEW.prev_hash, NEW.chain, NEW.seq, NEW.actor, NEW.action, NEW.payload, NEW.ip, NEW.at,
    NEW.object, NEW.before, NEW.after);
  UPDATE audit_heads SET seq = NEW.seq, hash = NEW.hash WHERE chain = NEW.chain;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The records written before the chain existed, chained in the order they were written (decision 023).
DO $$
DECLARE
  r record;
  v_chain integer;
  v_seq bigint;
  v_prev text;
  v_hash text;
BEGIN
  FOR r IN SELECT * FROM ops_audit_log ORDER BY id LOOP
    v_chain := coalesce(r.merchant_id, 0);
    INSERT INTO audit_heads (chain, seq, hash) VALUES (v_chain, 0, '') ON CONFLICT (chain) DO NOTHING;
    SELECT seq, hash INTO v_seq, v_prev FROM audit_heads WHERE chain = v_chain;
    v_hash := audit_hash(v_prev, v_chain, v_seq + 1, r.actor, r.action, r.payload, r.ip, r.at, r.object, r.before, r.after);
    UPDATE audit_heads SET seq = v_seq + 1, hash = v_hash WHERE chain = v_chain;
    UPDATE ops_audit_log SET chain = v_chain, seq = v_seq + 1, prev_hash = v_prev, hash = v_hash WHERE id = r.id;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_audit_log_chain_seq_uq" ON "ops_audit_log" USING btree ("chain","seq");
--> statement-breakpoint
CREATE TRIGGER audit_chain BEFORE INSERT ON ops_audit_log FOR EACH ROW EXECUTE FUNCTION audit_chain();
--> statement-breakpoint
-- Statement triggers: a change is refused even when it would touch no row.
CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ops_audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_checkpoints FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
