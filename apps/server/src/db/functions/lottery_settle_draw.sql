-- Settles a drawn lottery draw once (issue 14, decision 011), set-based: under the draw's row lock, every OPEN ticket
-- gets its payout by one UPDATE (lottery_multiplier), winners are paid by lottery_credit (one transfer per ticket,
-- key lot:win:<ticket>), chases that stop on a win cancel and refund their later tickets (lot:refund:<ticket>),
-- `bet.settled` is written per member and draw, and the draw moves to settled. A second copy waits for the lock and
-- then finds the draw settled: nothing is paid twice.
CREATE OR REPLACE FUNCTION lottery_settle_draw(p_draw bigint, p_now timestamptz, p_shards integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_d record;
  v_t bigint[];
  v_m bigint[];
  v_a bigint[];
  v_settled integer;
  v_paid integer;
  v_cancelled integer;
BEGIN
  SELECT d.id, d.merchant_id, d.state, d.nums, d.ranks, d.sorted, d.tails2, d.numero, g.game_code, g.vassalage,
      lottery_category(d.merchant_id, g.vassalage, g.game_code, g.prize_mode) AS category INTO v_d
    FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE d.id = p_draw FOR UPDATE OF d;
  IF NOT FOUND THEN RETURN jsonb_build_object('error', 'lottery.draw_unknown'); END IF;
  IF v_d.state = 'settled' THEN RETURN jsonb_build_object('already', true); END IF;
  IF v_d.state <> 'drawn' OR v_d.nums IS NULL THEN RETURN jsonb_build_object('error', 'lottery.draw_state'); END IF;

  UPDATE lottery_tickets t
    SET payout = t.stake * lottery_multiplier(t.bet_type, t.numbers, t.sort_key, t.odds, v_d.nums, v_d.ranks, v_d.sorted, v_d.tails2) / (1000 * t.perms),
      state = 'SETTLED', settled_at = p_now
    WHERE t.draw_id = p_draw AND t.state = 'OPEN';
  GET DIAGNOSTICS v_settled = ROW_COUNT;

  SELECT array_agg(t.id ORDER BY t.id), array_agg(t.member_id ORDER BY t.id), array_agg(t.payout ORDER BY t.id) INTO v_t, v_m, v_a
    FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.state = 'SETTLED' AND t.payout > 0;
  v_paid := lottery_credit(v_d.merchant_id, 'LOTTERY_WIN', 'lot:win:', v_d.game_code || ':' || v_d.numero, v_t, v_m, v_a, p_shards, p_now);

  -- Chases that stop on a win: their tickets on later draws are cancelled and refunded.
  WITH w AS (
    UPDATE lottery_chases c SET stopped = true
      WHERE c.stop_on_win AND NOT c.stopped
        AND c.id IN (SELECT t.chase_id FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.chase_id IS NOT NULL AND t.payout > 0)
      RETURNING c.id
  ), x AS (
    UPDATE lottery_tickets t SET state = 'CANCELLED', payout = t.stake, settled_at = p_now
      FROM w WHERE t.chase_id = w.id AND t.state = 'OPEN' AND t.draw_id <> p_draw
      RETURNING t.id, t.member_id, t.stake
  )
  SELECT array_agg(x.id ORDER BY x.id), array_agg(x.member_id ORDER BY x.id), array_agg(x.stake ORDER BY x.id) INTO v_t, v_m, v_a FROM x;
  v_cancelled := lottery_credit(v_d.merchant_id, 'LOTTERY_REFUND', 'lot:refund:', v_d.game_code || ':' || v_d.numero, v_t, v_m, v_a, p_shards, p_now);

  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    SELECT v_d.merchant_id, 'bet.settled', t.member_id, 'LOTTERY:' || p_draw || ':' || t.member_id,
      jsonb_build_object('vendor', v_d.vassalage, 'txId', 'lot:' || p_draw || ':' || t.member_id, 'betTxId', 'lot:' || p_draw || ':' || t.member_id,
        'roundId', v_d.numero, 'gameCode', v_d.game_code, 'category', v_d.category,
        'stake', sum(t.stake)::text, 'payout', sum(t.payout)::text, 'validBet', sum(t.stake)::text, 'tickets', count(*)), p_now
    FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.state = 'SETTLED' GROUP BY t.member_id;

  UPDATE lottery_draws d SET state = 'settled', settled_at = p_now WHERE d.id = p_draw;
  RETURN jsonb_build_object('settled', v_settled, 'paid', v_paid, 'cancelled', v_cancelled);
END;
$$;
