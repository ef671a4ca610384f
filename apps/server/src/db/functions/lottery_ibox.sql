-- Σ odds of the 4D prizes whose digits, sorted, equal the iBox number's sorted digits (lottery_multiplier calls it).
CREATE OR REPLACE FUNCTION lottery_ibox(p_sort text, p_odds integer[], p_sorted text[], p_ranks text[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(p_odds[array_position(ARRAY['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'], r)]), 0)::bigint
    FROM unnest(p_sorted, p_ranks) x(n, r) WHERE n = p_sort
$$;
