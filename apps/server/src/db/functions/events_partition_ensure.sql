-- The month partition of domain_events holding `p_at` (issue 37, decision 035): `domain_events_pYYYYMM`, made as
-- every month-partitioned history table's are (history_partition_ensure: made when missing, rows the default
-- partition caught for that month moved into it in the same transaction, serialised by an advisory lock).
CREATE OR REPLACE FUNCTION events_partition_ensure(p_at timestamptz)
RETURNS text
LANGUAGE sql AS $$
  SELECT history_partition_ensure('domain_events', 'occurred_at', p_at);
$$;
