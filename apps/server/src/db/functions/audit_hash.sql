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
