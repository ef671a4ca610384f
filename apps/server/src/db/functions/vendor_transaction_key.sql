-- Before a vendor transaction is inserted (issue 37): its (vendor, transaction id) is claimed in
-- vendor_transaction_keys with the row's id and time. vendor_transactions is partitioned by month, so its own keys
-- hold the month; the key table keeps each vendor's transaction ids unique for good (another row under a taken id
-- raises 23505, as the unique index did) and finds a call's row in its one month. A trigger, so every writer keeps
-- it; the same row inserted again (an update that moves it to another month) only moves its key's time.
CREATE OR REPLACE FUNCTION vendor_transaction_key() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_transaction_keys (vendor, tx_id, id, created_at) VALUES (NEW.vendor, NEW.tx_id, NEW.id, NEW.created_at)
    ON CONFLICT (vendor, tx_id) DO UPDATE SET created_at = EXCLUDED.created_at WHERE vendor_transaction_keys.id = EXCLUDED.id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'duplicate key value violates unique constraint "vendor_transaction_keys_vendor_tx_id_pk"'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'vendor_transaction_keys_vendor_tx_id_pk',
        DETAIL = format('Key (vendor, tx_id)=(%s, %s) already exists.', NEW.vendor, NEW.tx_id);
  END IF;
  RETURN NEW;
END;
$$;
