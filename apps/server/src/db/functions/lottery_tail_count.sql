-- How many prizes of a lottery result end in p_tail (bao lô 3 and 4 digits; lottery_multiplier calls it).
CREATE OR REPLACE FUNCTION lottery_tail_count(p_nums text[], p_tail text) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT count(*) FROM unnest(p_nums) n WHERE length(n) >= length(p_tail) AND right(n, length(p_tail)) = p_tail
$$;
