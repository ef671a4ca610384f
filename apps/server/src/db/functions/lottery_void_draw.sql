-- Voids a lottery draw not yet settled (issue 14): under the draw's row lock every OPEN ticket is refunded once
-- (lottery_credit, key lot:refund:<ticket>), `bet.rolled_back` is written per member, and the draw moves to voided.
-- A settled draw is refused; a voided one answers as it is.
CREATE OR REPLACE FUNCTION lottery_void_draw(p_draw bigint, p_reason text, p_now timestamptz, p_shards integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_d record;
  v_t bigint[];
  v_m bigint[];
  v_a bigint[];
  v_n integer;
BEGIN
  SELECT d.id, d.merchant_id, d.state, d.numero, g.game_code, g.vassalage INTO v_d
    FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE d.id = p_draw FOR UPDATE OF d;
  IF NOT FOUND THEN RETURN jsonb_build_object('error', 'lottery.draw_unknown'); END IF;
  IF v_d.state = 'voided' THEN RETURN jsonb_build_object('already', true); END IF;
  IF v_d.state = 'settled' THEN RETURN jsonb_build_object('error', 'lottery.result_settled'); END IF;

  WITH x AS (
    UPDATE lottery_tickets t SET state = 'REFUNDED', payout = t.stake, settled_at = p_now
      WHERE t.draw_id = p_draw AND t.state = 'OPEN' RETURNING t.id, t.member_id, t.stake
  )
  SELECT array_agg(x.id ORDER BY x.id), array_agg(x.member_id ORDER BY x.id), array_agg(x.stake ORDER BY x.id) INTO v_t, v_m, v_a FROM x;
  v_n := lottery_credit(v_d.merchant_id, 'LOTTERY_REFUND', 'lot:refund:', v_d.game_code || ':' || v_d.numero, v_t, v_m, v_a, p_shards, p_now);

  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    SELECT v_d.merchant_id, 'bet.rolled_back', t.member_id, 'LOTTERY:' || p_draw || ':' || t.member_id,
      jsonb_build_object('vendor', v_d.vassalage, 'roundId', v_d.numero, 'gameCode', v_d.game_code, 'stake', sum(t.stake)::text, 'tickets', count(*)), p_now
    FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.state = 'REFUNDED' GROUP BY t.member_id;

  UPDATE lottery_draws d SET state = 'voided', void_reason = p_reason, settled_at = p_now WHERE d.id = p_draw;
  RETURN jsonb_build_object('refunded', v_n);
END;
$$;
