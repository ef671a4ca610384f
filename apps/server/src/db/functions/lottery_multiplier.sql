-- A lottery ticket's Σ odds × hits against a draw's flattened result (issue 14, decision 011): thousandths of the
-- stake, before the iBox division. The same rules as lotteryRules.multiplier in @wl/house-games; p_nums is the result
-- best first (p_nums[1] is the special prize / 1st prize / the fast game's number), p_sorted its digits sorted, p_c2
-- how often each 2-digit tail 00…99 came (p_c2[n + 1]). One expression without sub-queries, so PostgreSQL inlines it
-- into the settling UPDATE; only lô 3/4 and iBox call a helper that reads the prizes. Keno (KENO1…KENO10, issue 35)
-- pays p_odds[hits + 1]: its numbers are 01–80, each drawn at most once, so a number's tail count is 1 when it was
-- drawn; the ten terms read past the end of a shorter ticket as NULL, which counts nothing.
CREATE OR REPLACE FUNCTION lottery_multiplier(
  p_type text, p_numbers text[], p_sort text, p_odds integer[], p_nums text[], p_ranks text[], p_sorted text[], p_c2 integer[]
) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN left(p_type, 4) = 'KENO' THEN coalesce(p_odds[1
      + coalesce(p_c2[p_numbers[1]::integer + 1], 0) + coalesce(p_c2[p_numbers[2]::integer + 1], 0)
      + coalesce(p_c2[p_numbers[3]::integer + 1], 0) + coalesce(p_c2[p_numbers[4]::integer + 1], 0)
      + coalesce(p_c2[p_numbers[5]::integer + 1], 0) + coalesce(p_c2[p_numbers[6]::integer + 1], 0)
      + coalesce(p_c2[p_numbers[7]::integer + 1], 0) + coalesce(p_c2[p_numbers[8]::integer + 1], 0)
      + coalesce(p_c2[p_numbers[9]::integer + 1], 0) + coalesce(p_c2[p_numbers[10]::integer + 1], 0)], 0)::bigint
  ELSE CASE p_type
    WHEN 'LO2' THEN p_odds[1]::bigint * p_c2[p_numbers[1]::integer + 1]
    WHEN 'LO3' THEN p_odds[1]::bigint * lottery_tail_count(p_nums, p_numbers[1])
    WHEN 'LO4' THEN p_odds[1]::bigint * lottery_tail_count(p_nums, p_numbers[1])
    WHEN 'DE' THEN CASE WHEN right(p_nums[1], 2) = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'DAU' THEN CASE WHEN left(right(p_nums[1], 2), 1) = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'DUOI' THEN CASE WHEN right(p_nums[1], 1) = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'XIEN2' THEN CASE WHEN p_c2[p_numbers[1]::integer + 1] > 0 AND p_c2[p_numbers[2]::integer + 1] > 0 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'XIEN3' THEN CASE WHEN p_c2[p_numbers[1]::integer + 1] > 0 AND p_c2[p_numbers[2]::integer + 1] > 0
      AND p_c2[p_numbers[3]::integer + 1] > 0 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'XIEN4' THEN CASE WHEN p_c2[p_numbers[1]::integer + 1] > 0 AND p_c2[p_numbers[2]::integer + 1] > 0
      AND p_c2[p_numbers[3]::integer + 1] > 0 AND p_c2[p_numbers[4]::integer + 1] > 0 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'DA' THEN p_odds[1]::bigint * least(p_c2[p_numbers[1]::integer + 1], p_c2[p_numbers[2]::integer + 1])
    -- 4D numbers of a draw are distinct: an exact number matches one prize at most.
    WHEN 'BIG' THEN coalesce(p_odds[array_position(ARRAY['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'], p_ranks[array_position(p_nums, p_numbers[1])])], 0)::bigint
    WHEN 'SMALL' THEN coalesce(p_odds[array_position(ARRAY['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'], p_ranks[array_position(p_nums, p_numbers[1])])], 0)::bigint
    WHEN 'IBOX' THEN lottery_ibox(p_sort, p_odds, p_sorted, p_ranks)
    WHEN 'F_NUMBER' THEN CASE WHEN p_nums[1] = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_SUM' THEN CASE WHEN ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1)) - 144
      = p_numbers[1]::integer THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_BIG' THEN CASE WHEN ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1)) - 144
      >= 14 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_SMALL' THEN CASE WHEN ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1)) - 144
      <= 13 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_ODD' THEN CASE WHEN (ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1))) % 2
      = 1 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_EVEN' THEN CASE WHEN (ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1))) % 2
      = 0 THEN p_odds[1]::bigint ELSE 0 END
    ELSE 0 END END
$$;
