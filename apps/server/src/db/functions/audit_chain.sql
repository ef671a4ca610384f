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
