-- A game session the launch opened on the transfer wallet (game_sessions.transfer: the money is at the vendor) takes
-- no seamless stake or credit: it answers vendor.session_invalid, and nothing is written.
-- A vendor's bet as one round trip and one transaction (decision 009): the replay check, the game session, the
-- stake (through ledger_transfer, the only code that posts) the vendor transaction row and its `bet.placed` domain
-- event. Refusals are answered as {"error": code}; a call whose key was seen before with the same fingerprint answers
-- {"answer": stored, "replayed": true} (as every seamless money function does); a lost race raises WL498 and the
-- caller starts the call again (it then finds what the winner stored). The rules are those of reliability.md ("Game
-- vendors"). A replay is answered only to the member who placed the bet (seamless_not_owner). With
-- `p_closed_refused` (vendors whose rounds end with their payout, e.g. Red Tiger) a bet on a round of the member that a
-- payout or an end of round already settled is refused: vendor.round_closed.
CREATE OR REPLACE FUNCTION seamless_bet(
  p_vendor text, p_tx text, p_token_hash text, p_round text, p_game text, p_amount bigint, p_fp text, p_hash text,
  p_now timestamptz, p_shards integer, p_closed_refused boolean DEFAULT false
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_game text;
  v_main bigint;
  v_balance bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_resp jsonb;
  v_category text;
  v_refusal text;
  v_pool integer;
  v_bps integer;
  v_jackpot boolean;
  v_share bigint;
BEGIN
  -- The key first (issue 37): a call seen for the first time, the usual case, touches no month of the journal.
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  IF FOUND THEN
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
      WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  END IF;
  IF FOUND THEN
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, NULL, NULL, v_prior.member_id);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_prior.state = 'TOMBSTONE' THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
  END IF;

  SELECT g.merchant_id, g.member_id, g.account_type, g.expires_at, g.game_code, m.status, c.currency_code INTO v_s
    FROM game_sessions g JOIN members m ON m.id = g.member_id JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor AND NOT g.transfer LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 OR v_s.expires_at <= p_now THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  IF v_s.status <> 'ACTIVE' THEN RETURN jsonb_build_object('error', 'vendor.player_blocked'); END IF;
  IF p_amount <= 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;
  v_game := coalesce(p_game, v_s.game_code);
  -- Two tests, not one: with the flag in the same expression PostgreSQL plans the lookup anew on every call.
  IF p_closed_refused THEN
    IF EXISTS (SELECT 1 FROM vendor_transactions t
        WHERE t.round_id = p_round AND t.vendor = p_vendor AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.state = 'SETTLED') THEN
      RETURN jsonb_build_object('error', 'vendor.round_closed');
    END IF;
  END IF;

  -- A stake above the balance is refused before anything is locked; a race past this check is refused by the ledger.
  SELECT a.id, a.balance INTO v_main, v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF v_main IS NULL OR v_balance < p_amount THEN
    -- A copy of this very bet may have committed since the first look (the balance read shows its debit): then the
    -- answer is that copy's. Its row and its debit became visible together, so this later read sees the row.
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
    IF FOUND THEN
      IF v_prior.member_id <> v_s.member_id THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      IF v_prior.state = 'TOMBSTONE' THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
      IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
    END IF;
    RETURN jsonb_build_object('error', 'wallet.insufficient_funds', 'value', jsonb_build_object(
      'playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_tx));
  END IF;
  SELECT a.id INTO v_sys FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
  IF v_sys IS NULL THEN
    v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
  END IF;

  SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
    FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_BET', p_vendor || ':' || p_round,
      jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'roundId', p_round, 'gameCode', v_game),
      ARRAY[v_main, v_sys], ARRAY[-p_amount, p_amount]) l;
  IF v_replayed THEN
    RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
  END IF;
  -- A jackpot game's share of the stake goes from the bets into its pool, in this same transaction (issue 35). The
  -- game's row says whether it feeds a pool (games.jackpot, kept by triggers): any other game skips the lookup; a game
  -- the catalogue does not list is looked up as before (issue 33).
  SELECT g.category, g.jackpot INTO v_category, v_jackpot FROM games g
    WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_game;
  IF v_jackpot IS NOT FALSE THEN
    SELECT p.id, p.contribution_bps INTO v_pool, v_bps FROM jackpot_pools p
      WHERE p.merchant_id = v_s.merchant_id AND p.vendor = p_vendor AND p.enabled AND p.game_codes ? v_game ORDER BY p.id LIMIT 1;
  END IF;
  IF v_pool IS NOT NULL THEN
    v_share := (p_amount * v_bps) / 10000;
    IF v_share > 0 THEN
      PERFORM 1 FROM ledger_transfer(v_s.merchant_id, 'jp:' || p_vendor || ':' || p_tx, p_hash, 'JACKPOT_CONTRIBUTION',
        'jackpot:' || v_pool, jsonb_build_object('pool', v_pool, 'vendor', p_vendor, 'txId', p_tx, 'gameCode', v_game),
        ARRAY[v_sys, ledger_system_account(v_s.merchant_id, 'JACKPOT:' || v_pool, (v_s.member_id % p_shards)::integer)],
        ARRAY[-v_share, v_share]);
    END IF;
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, game_code, amount, state, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'BET', p_round, v_game, p_amount, 'OPEN', p_fp, v_resp, p_now);
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.placed', v_s.member_id, p_vendor || ':' || p_tx, jsonb_build_object('vendor', p_vendor, 'txId', p_tx,
      'roundId', p_round, 'gameCode', v_game, 'category', v_category, 'stake', p_amount::text), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

-- A game session the launch opened on the transfer wallet (game_sessions.transfer: the money is at the vendor) takes
-- no seamless stake or credit: it answers vendor.session_invalid, and nothing is written.
-- A bet and its win in one call and one transaction (issue 34: Pragmatic, SoftSwiss-style /play): both or neither.
-- The bet runs the bet's rules (a live session, an active player, the stake within the balance, player protection by
-- ledger_transfer's guard); the win then pays. The bet's and the win's transaction ids are each keyed (rows and ledger
-- keys), under one fingerprint naming both, so a replay of the pair answers the stored answer with "replayed", and
-- either id reused in another call is a duplicate. The bet is stored SETTLED with its payout; `bet.placed` and
-- `bet.settled` are written as seamless_bet and seamless_win write them. Answers, replays and races as seamless_bet.
CREATE OR REPLACE FUNCTION seamless_bet_win(
  p_vendor text, p_bet_tx text, p_win_tx text, p_token_hash text, p_round text, p_game text, p_stake bigint,
  p_payout bigint, p_fp text, p_bet_hash text, p_win_hash text, p_now timestamptz, p_shards integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
  v_tomb boolean;
  v_same boolean;
  v_stored jsonb;
  v_s record;
  v_game text;
  v_main bigint;
  v_balance bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_resp jsonb;
  v_category text;
  v_owner bigint;
  v_owner2 bigint;
  v_refusal text;
BEGIN
  IF p_bet_tx = p_win_tx OR p_stake < 0 OR p_payout < 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;
  -- Both keys in one statement (one snapshot): the pair's two rows commit together, so they are seen together. Two
  -- equality lookups, not `tx_id IN (…)`: a generic plan filtered an IN list over every row of the vendor.
  -- The keys first (issue 37): a pair seen for the first time, the usual case, touches no month of the journal.
  v_n := 0;
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND (k.tx_id = p_bet_tx OR k.tx_id = p_win_tx);
  IF FOUND THEN
    SELECT count(*), coalesce(bool_or(x.tomb), false), coalesce(bool_and(x.same), false), (array_agg(x.response) FILTER (WHERE x.win))[1],
        min(x.member_id), max(x.member_id)
      INTO v_n, v_tomb, v_same, v_stored, v_owner, v_owner2
      FROM (SELECT t.state = 'TOMBSTONE' AS tomb, t.fingerprint = p_fp AS same, t.response, false AS win, t.member_id
            FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
            WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx
          UNION ALL
          SELECT false, t.fingerprint = p_fp, t.response, true, t.member_id
            FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
            WHERE k.vendor = p_vendor AND k.tx_id = p_win_tx) x;
  END IF;
  IF v_n > 0 THEN
    -- A replay answers only the member who made the pair (seamless_not_owner); an id of another member's is a duplicate.
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, NULL, NULL, v_owner);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_owner2 <> v_owner THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    IF v_tomb THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
    IF v_n < 2 OR NOT v_same THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_stored, 'replayed', true);
  END IF;

  SELECT g.merchant_id, g.member_id, g.account_type, g.expires_at, g.game_code, m.status, c.currency_code INTO v_s
    FROM game_sessions g JOIN members m ON m.id = g.member_id JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor AND NOT g.transfer LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 OR v_s.expires_at <= p_now THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  IF v_s.status <> 'ACTIVE' THEN RETURN jsonb_build_object('error', 'vendor.player_blocked'); END IF;
  v_game := coalesce(p_game, v_s.game_code);

  -- The stake is checked against the balance before the win: a bet is never paid for by its own win.
  SELECT a.id, a.balance INTO v_main, v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF coalesce(v_balance, 0) < p_stake THEN
    -- A copy of this very call may have committed since the first look (its debit is what the balance shows).
    SELECT count(*), coalesce(bool_or(x.tomb), false), coalesce(bool_and(x.same), false), (array_agg(x.response) FILTER (WHERE x.win))[1],
        min(x.member_id), max(x.member_id)
      INTO v_n, v_tomb, v_same, v_stored, v_owner, v_owner2
      FROM (SELECT t.state = 'TOMBSTONE' AS tomb, t.fingerprint = p_fp AS same, t.response, false AS win, t.member_id
            FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx
          UNION ALL
          SELECT false, t.fingerprint = p_fp, t.response, true, t.member_id FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_win_tx) x;
    IF v_n > 0 THEN
      IF v_owner <> v_s.member_id OR v_owner2 <> v_s.member_id THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      IF v_tomb THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
      IF v_n < 2 OR NOT v_same THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      RETURN jsonb_build_object('answer', v_stored, 'replayed', true);
    END IF;
    RETURN jsonb_build_object('error', 'wallet.insufficient_funds', 'value', jsonb_build_object(
      'playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_bet_tx));
  END IF;
  IF v_main IS NULL THEN
    v_main := ledger_member_account(v_s.merchant_id, v_s.member_id, 'MAIN');
  END IF;
  v_after := coalesce(v_balance, 0);
  SELECT a.id INTO v_sys FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
  IF v_sys IS NULL THEN
    v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
  END IF;

  IF p_stake > 0 THEN
    SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_bet_tx, p_bet_hash, 'GAME_BET', p_vendor || ':' || p_round,
        jsonb_build_object('vendor', p_vendor, 'txId', p_bet_tx, 'roundId', p_round, 'gameCode', v_game),
        ARRAY[v_main, v_sys], ARRAY[-p_stake, p_stake]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;
  IF p_payout > 0 THEN
    SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_win_tx, p_win_hash, 'GAME_WIN', p_vendor || ':' || p_round,
        jsonb_build_object('vendor', p_vendor, 'txId', p_win_tx, 'betTxId', p_bet_tx),
        ARRAY[v_sys, v_main], ARRAY[-p_payout, p_payout]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text,
    'txId', p_win_tx, 'betTxId', p_bet_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, game_code, amount, state, payout,
      settled_at, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_bet_tx, 'BET', NULL, p_round, v_game, p_stake, 'SETTLED', p_payout, p_now, p_fp, v_resp, p_now),
      (v_s.merchant_id, v_s.member_id, p_vendor, p_win_tx, 'WIN', p_bet_tx, p_round, v_game, p_payout, NULL, NULL, NULL, p_fp, v_resp, p_now);
  SELECT g.category INTO v_category FROM games g WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_game;
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.placed', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor, 'txId', p_bet_tx,
        'roundId', p_round, 'gameCode', v_game, 'category', v_category, 'stake', p_stake::text), p_now),
      (v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor,
        'txId', p_win_tx, 'betTxId', p_bet_tx, 'roundId', p_round, 'gameCode', v_game, 'category', v_category,
        'stake', p_stake::text, 'payout', p_payout::text, 'validBet', p_stake::text), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

-- A game session the launch opened on the transfer wallet (game_sessions.transfer: the money is at the vendor) takes
-- no seamless stake or credit: it answers vendor.session_invalid, and nothing is written.
-- A vendor's credit with no bet before it (issue 34): a promotional win, free-round winnings, a jackpot. Accepted like
-- a win: after the session expired and for a blocked player (only the token must be a real-money one); it pays from
-- the merchant's GAME_BETS through ledger_transfer (kind GAME_WIN, the reason in its meta) and keeps a CREDIT row under
-- (vendor, tx id). Its `bet.settled` carries no stake and no valid bet, so the reports count its payout and no bet.
-- Answers, replays and races as seamless_bet; a zero credit is recorded and moves nothing. With no token hash the
-- member is the merchant's `p_member` (p_merchant): a vendor crediting a player it names, with no session. A JACKPOT
-- credit on a game that feeds one of the vendor's pools is paid from that pool first, as far as it holds (jackpot_pay
-- with the credit as its limit, a JACKPOT_WIN), and only the rest from GAME_BETS (decision 033); the member gets the
-- amount the vendor names either way. The answer carries `jackpot`: what the pool paid.
CREATE OR REPLACE FUNCTION seamless_credit(
  p_vendor text, p_tx text, p_token_hash text, p_round text, p_game text, p_amount bigint, p_reason text, p_fp text,
  p_hash text, p_now timestamptz, p_shards integer, p_merchant integer DEFAULT NULL, p_member bigint DEFAULT NULL
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_game text;
  v_main bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_resp jsonb;
  v_category text;
  v_refusal text;
  v_jackpot bigint := 0;
BEGIN
  -- The key first (issue 37): a call seen for the first time, the usual case, touches no month of the journal.
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  IF FOUND THEN
    SELECT t.member_id, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
      WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  END IF;
  IF FOUND THEN
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, p_merchant, p_member, v_prior.member_id);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
  END IF;

  -- The player: the game session's by its token (a real-money one; expired or blocked are accepted, as for a win), or
  -- with no token the merchant's member the vendor names by id (a promotion paid later, a reconciliation).
  IF p_token_hash IS NOT NULL THEN
    SELECT g.merchant_id, g.member_id, g.account_type, g.game_code::text AS game_code, c.currency_code INTO v_s
      FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
      WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor AND NOT g.transfer LIMIT 1;
    IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  ELSE
    SELECT m.merchant_id, m.id AS member_id, 1 AS account_type, NULL::text AS game_code, c.currency_code INTO v_s
      FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE m.id = p_member AND m.merchant_id = p_merchant;
    IF NOT FOUND THEN RETURN jsonb_build_object('error', 'vendor.player_unknown'); END IF;
  END IF;
  IF p_amount < 0 OR p_reason IS NULL OR p_reason NOT IN ('PROMO', 'FREE_ROUNDS', 'JACKPOT') THEN
    RETURN jsonb_build_object('error', 'request_param_err');
  END IF;
  v_game := coalesce(p_game, v_s.game_code);

  SELECT a.id, a.balance INTO v_main, v_after FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF v_main IS NULL THEN
    v_main := ledger_member_account(v_s.merchant_id, v_s.member_id, 'MAIN');
    v_after := 0;
  END IF;
  IF p_amount > 0 THEN
    SELECT a.id INTO v_sys FROM ledger_accounts a
      WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
    IF v_sys IS NULL THEN
      v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
    END IF;
    IF p_reason = 'JACKPOT' THEN
      -- The wallet and the bets first (as a win locks them), then the pool: the order every jackpot payment keeps.
      PERFORM 1 FROM ledger_accounts a WHERE a.id IN (v_main, v_sys) ORDER BY a.id FOR UPDATE;
      v_jackpot := jackpot_pay(v_s.merchant_id, p_vendor, v_game, v_main, 'jpw:' || p_vendor || ':' || p_tx, p_hash,
        p_vendor || ':' || coalesce(p_round, p_tx), jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'roundId', p_round, 'gameCode', v_game),
        p_amount);
    END IF;
    IF p_amount > v_jackpot THEN
      SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
        FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_WIN', p_vendor || ':' || coalesce(p_round, p_tx),
          jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'roundId', p_round, 'gameCode', v_game, 'reason', p_reason),
          ARRAY[v_sys, v_main], ARRAY[-(p_amount - v_jackpot), p_amount - v_jackpot]) l;
      IF v_replayed THEN
        RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
      END IF;
    ELSE
      SELECT a.balance INTO v_after FROM ledger_accounts a WHERE a.id = v_main;
    END IF;
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  IF p_reason = 'JACKPOT' THEN v_resp := v_resp || jsonb_build_object('jackpot', v_jackpot::text); END IF;
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, game_code, amount, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'CREDIT', p_round, v_game, p_amount, p_fp, v_resp, p_now);
  SELECT g.category INTO v_category FROM games g WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_game;
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || p_tx, jsonb_build_object('vendor', p_vendor,
      'txId', p_tx, 'betTxId', p_tx, 'roundId', p_round, 'gameCode', v_game, 'category', v_category,
      'stake', '0', 'payout', p_amount::text, 'validBet', '0', 'reason', p_reason), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

-- Closes a round: its open bets count as lost (settled with no payout, a `bet.settled` event each) and can no longer
-- be rolled back. A replay is answered only to the member who made the call (seamless_not_owner).
CREATE OR REPLACE FUNCTION seamless_end_round(p_vendor text, p_tx text, p_token_hash text, p_round text, p_fp text, p_now timestamptz)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_balance bigint;
  v_resp jsonb;
  v_refusal text;
BEGIN
  -- The key first (issue 37): a call seen for the first time, the usual case, touches no month of the journal.
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  IF FOUND THEN
    SELECT t.member_id, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
      WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  END IF;
  IF FOUND THEN
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, NULL, NULL, v_prior.member_id);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
  END IF;
  SELECT g.merchant_id, g.member_id, g.account_type, c.currency_code INTO v_s
    FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  SELECT a.balance INTO v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  WITH s AS (
    UPDATE vendor_transactions t SET state = 'SETTLED', payout = coalesce(t.payout, 0), settled_at = p_now
      WHERE t.vendor = p_vendor AND t.round_id = p_round AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.state = 'OPEN'
      RETURNING t.tx_id, t.game_code, t.amount
  )
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    SELECT v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || s.tx_id, jsonb_build_object('vendor', p_vendor,
      'txId', p_tx, 'betTxId', s.tx_id, 'roundId', p_round, 'gameCode', s.game_code, 'category', g.category,
      'stake', s.amount::text, 'payout', '0', 'validBet', s.amount::text), p_now
    FROM s LEFT JOIN games g ON g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = s.game_code;
  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'END_ROUND', p_round, p_fp, v_resp, p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

-- A vendor's rollback as one round trip. It refunds an open bet (through ledger_transfer) and writes its
-- `bet.rolled_back` event; a rollback of a bet never seen is answered and leaves a tombstone, so that bet is refused
-- if it arrives later; a rollback of a settled bet is refused. Answers, replays and races as seamless_bet; with no
-- token hash the member is the merchant's `p_member` (p_merchant), as in seamless_win. The bet's jackpot share (when its
-- game fed a pool) comes back with the stake, by jackpot_reverse, in this same transaction (decision 033).
CREATE OR REPLACE FUNCTION seamless_rollback(
  p_vendor text, p_tx text, p_token_hash text, p_bet_tx text, p_round text, p_fp text, p_hash text, p_now timestamptz,
  p_shards integer, p_merchant integer DEFAULT NULL, p_member bigint DEFAULT NULL
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_bet record;
  v_main bigint;
  v_sys bigint;
  v_balance bigint;
  v_replayed boolean;
  v_resp jsonb;
  v_refusal text;
BEGIN
  -- The key first (issue 37): a call seen for the first time, the usual case, touches no month of the journal.
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  IF FOUND THEN
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
      WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  END IF;
  IF FOUND THEN
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, p_merchant, p_member, v_prior.member_id);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
  END IF;

  -- The player: the game session's by its token (a real-money one; expired or blocked are accepted, as for a win), or
  -- with no token the merchant's member the vendor names by id (a promotion paid later, a reconciliation).
  IF p_token_hash IS NOT NULL THEN
    SELECT g.merchant_id, g.member_id, g.account_type, c.currency_code INTO v_s
      FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
      WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
    IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  ELSE
    SELECT m.merchant_id, m.id AS member_id, 1 AS account_type, c.currency_code INTO v_s
      FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE m.id = p_member AND m.merchant_id = p_merchant;
    IF NOT FOUND THEN RETURN jsonb_build_object('error', 'vendor.player_unknown'); END IF;
  END IF;

  SELECT t.id, t.created_at, t.kind, t.state, t.round_id, t.game_code, t.merchant_id, t.member_id, t.amount INTO v_bet
    FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx;
  IF FOUND AND (v_bet.kind <> 'BET' OR v_bet.merchant_id <> v_s.merchant_id OR v_bet.member_id <> v_s.member_id) THEN
    RETURN jsonb_build_object('error', 'vendor.bet_unknown');
  END IF;
  IF FOUND AND v_bet.state IN ('SETTLED', 'ROLLED_BACK') THEN
    -- A copy of this very rollback may have committed since the first look (the bet then reads ROLLED_BACK): the
    -- answer is that copy's, not a refusal.
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
    IF FOUND THEN
      IF v_prior.member_id <> v_s.member_id THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
    END IF;
    IF v_bet.state = 'SETTLED' THEN RETURN jsonb_build_object('error', 'vendor.bet_settled'); END IF;
    RETURN jsonb_build_object('error', 'vendor.bet_rolled_back');
  END IF;

  IF v_bet.id IS NULL OR v_bet.state = 'TOMBSTONE' THEN
    SELECT a.balance INTO v_balance FROM ledger_accounts a
      WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
    -- `tombstone` tells the vendor protocols (and every replay of this answer) that no bet was found: some vendors
    -- answer it with their own "bet does not exist"; the platform's own endpoints leave it out (their schema).
    v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_tx,
      'tombstone', true);
    INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, fingerprint, response, created_at)
      VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'ROLLBACK', p_bet_tx, p_round, p_fp, v_resp, p_now);
    IF v_bet.id IS NULL THEN
      INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, state, fingerprint, response, created_at)
        VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_bet_tx, 'BET', p_round, 'TOMBSTONE', 'TOMBSTONE', '{}'::jsonb, p_now);
    END IF;
    RETURN jsonb_build_object('answer', v_resp);
  END IF;

  v_main := ledger_member_account(v_s.merchant_id, v_s.member_id, 'MAIN');
  SELECT a.id INTO v_sys FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
  IF v_sys IS NULL THEN
    v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
  END IF;
  SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_balance
    FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_ROLLBACK', p_vendor || ':' || v_bet.round_id,
      jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'betTxId', p_bet_tx),
      ARRAY[v_sys, v_main], ARRAY[-v_bet.amount, v_bet.amount]) l;
  IF v_replayed THEN
    RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
  END IF;
  PERFORM jackpot_reverse(v_s.merchant_id, v_s.member_id, p_vendor, p_bet_tx, p_tx, p_hash, p_shards);
  UPDATE vendor_transactions t SET state = 'ROLLED_BACK', settled_at = coalesce(t.settled_at, p_now) WHERE t.id = v_bet.id AND t.created_at = v_bet.created_at AND t.state = 'OPEN';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seamless bet moved' USING ERRCODE = 'WL498';
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_balance::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'ROLLBACK', p_bet_tx, v_bet.round_id, p_fp, v_resp, p_now);
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.rolled_back', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor,
      'txId', p_tx, 'betTxId', p_bet_tx, 'roundId', v_bet.round_id, 'gameCode', v_bet.game_code, 'stake', v_bet.amount::text), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

-- A vendor's win as one round trip: it pays through ledger_transfer and settles the bet it refers to. Wins are
-- accepted after the session expired and for blocked players; a win of a rolled-back bet is refused. Each win writes
-- `bet.settled` with its payout; the valid bet (the stake) is counted once, on the win that settles an open bet.
-- With no token hash the member is the merchant's `p_member` (p_merchant): a vendor paying a player it names. A replay
-- is answered only to the member who made the call (seamless_not_owner). With `p_jackpot` the round hit the jackpot of
-- the pool its game feeds: jackpot_pay moves the whole pool to the member in this same transaction, and the answer
-- (stored, so a replay says the same and pays nothing again) carries what was paid as `jackpot` (decision 033). What
-- the pool paid counts in the bet's payout and its `bet.settled` (reports, records and the regulator's large payouts
-- see the whole win); the WIN row keeps the vendor's own amount.
CREATE OR REPLACE FUNCTION seamless_win(
  p_vendor text, p_tx text, p_token_hash text, p_bet_tx text, p_round text, p_amount bigint, p_fp text, p_hash text,
  p_now timestamptz, p_shards integer, p_merchant integer DEFAULT NULL, p_member bigint DEFAULT NULL,
  p_jackpot boolean DEFAULT false
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_bet record;
  v_main bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_resp jsonb;
  v_category text;
  v_refusal text;
  v_jackpot bigint := 0;
BEGIN
  -- The key first (issue 37): a call seen for the first time, the usual case, touches no month of the journal.
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  IF FOUND THEN
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
      WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  END IF;
  IF FOUND THEN
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, p_merchant, p_member, v_prior.member_id);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
  END IF;

  -- The player: the game session's by its token (a real-money one; expired or blocked are accepted, as for a win), or
  -- with no token the merchant's member the vendor names by id (a promotion paid later, a reconciliation).
  IF p_token_hash IS NOT NULL THEN
    SELECT g.merchant_id, g.member_id, g.account_type, c.currency_code INTO v_s
      FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
      WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
    IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  ELSE
    SELECT m.merchant_id, m.id AS member_id, 1 AS account_type, c.currency_code INTO v_s
      FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE m.id = p_member AND m.merchant_id = p_merchant;
    IF NOT FOUND THEN RETURN jsonb_build_object('error', 'vendor.player_unknown'); END IF;
  END IF;

  SELECT t.id, t.created_at, t.kind, t.state, t.round_id, t.game_code, t.merchant_id, t.member_id, t.amount INTO v_bet
    FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx;
  IF NOT FOUND OR v_bet.kind <> 'BET' OR v_bet.merchant_id <> v_s.merchant_id OR v_bet.member_id <> v_s.member_id THEN
    RETURN jsonb_build_object('error', 'vendor.bet_unknown');
  END IF;
  IF v_bet.state IN ('ROLLED_BACK', 'TOMBSTONE') THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
  IF p_amount < 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;

  SELECT a.id, a.balance INTO v_main, v_after FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF v_main IS NULL THEN
    v_main := ledger_member_account(v_s.merchant_id, v_s.member_id, 'MAIN');
    v_after := 0;
  END IF;
  IF p_amount > 0 THEN
    SELECT a.id INTO v_sys FROM ledger_accounts a
      WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
    IF v_sys IS NULL THEN
      v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
    END IF;
    SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_WIN', p_vendor || ':' || v_bet.round_id,
        jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'betTxId', p_bet_tx),
        ARRAY[v_sys, v_main], ARRAY[-p_amount, p_amount]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;
  IF p_jackpot THEN
    v_jackpot := jackpot_pay(v_s.merchant_id, p_vendor, v_bet.game_code, v_main, 'jpw:' || p_vendor || ':' || p_tx, p_hash,
      p_vendor || ':' || v_bet.round_id, jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'betTxId', p_bet_tx, 'gameCode', v_bet.game_code));
    IF v_jackpot > 0 THEN
      SELECT a.balance INTO v_after FROM ledger_accounts a WHERE a.id = v_main;
    END IF;
  END IF;

  -- The bet moves to SETTLED (adding this win to its payout) only from the state read above: a rollback or another
  -- win that got there first makes the call start again, so only the win that settles an open bet counts its stake.
  UPDATE vendor_transactions t SET state = 'SETTLED', payout = coalesce(t.payout, 0) + p_amount + v_jackpot, settled_at = coalesce(t.settled_at, p_now)
    WHERE t.id = v_bet.id AND t.created_at = v_bet.created_at AND t.state = v_bet.state;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seamless bet moved' USING ERRCODE = 'WL498';
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  IF p_jackpot THEN v_resp := v_resp || jsonb_build_object('jackpot', v_jackpot::text); END IF;
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, game_code, amount, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'WIN', p_bet_tx, coalesce(p_round, v_bet.round_id), v_bet.game_code, p_amount, p_fp, v_resp, p_now);
  SELECT g.category INTO v_category FROM games g WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_bet.game_code;
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor,
      'txId', p_tx, 'betTxId', p_bet_tx, 'roundId', v_bet.round_id, 'gameCode', v_bet.game_code, 'category', v_category,
      'stake', v_bet.amount::text, 'payout', (p_amount + v_jackpot)::text,
      'validBet', (CASE WHEN v_bet.state = 'OPEN' THEN v_bet.amount ELSE 0 END)::text)
      || (CASE WHEN v_jackpot > 0 THEN jsonb_build_object('jackpot', v_jackpot::text) ELSE '{}'::jsonb END), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

-- A vendor's win that names only its round (issue 34): it settles the open bets the session's member placed in that
-- round and pays once, through ledger_transfer, the payout booked on the round's first open bet (on its last settled
-- bet when none is open: a second win of the round). Accepted after the session expired and for blocked players, as a
-- win. A round without a bet of the member is vendor.bet_unknown; one whose bets were all rolled back (or tombstoned)
-- is vendor.bet_rolled_back. Each bet it settles writes `bet.settled` as seamless_win does (its valid bet once; the
-- payout on the booked bet's event). Answers, replays and races as seamless_bet; with no token hash the member is the
-- merchant's `p_member` (p_merchant), as in seamless_win. Each bet is settled by its key, one statement each: one
-- statement over the array of bets was planned anew on every call (0.27 ms, more than its run).
CREATE OR REPLACE FUNCTION seamless_win_round(
  p_vendor text, p_tx text, p_token_hash text, p_round text, p_amount bigint, p_fp text, p_hash text, p_now timestamptz,
  p_shards integer, p_merchant integer DEFAULT NULL, p_member bigint DEFAULT NULL
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_ids bigint[];
  v_state text := 'OPEN';
  v_target record;
  v_any boolean;
  v_main bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_id bigint;
  v_bet record;
  v_code text;
  v_category text;
  v_resp jsonb;
  v_refusal text;
BEGIN
  -- The key first (issue 37): a call seen for the first time, the usual case, touches no month of the journal.
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  IF FOUND THEN
    SELECT t.member_id, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
      WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  END IF;
  IF FOUND THEN
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, p_merchant, p_member, v_prior.member_id);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
  END IF;

  -- The player: the game session's by its token (a real-money one; expired or blocked are accepted, as for a win), or
  -- with no token the merchant's member the vendor names by id (a promotion paid later, a reconciliation).
  IF p_token_hash IS NOT NULL THEN
    SELECT g.merchant_id, g.member_id, g.account_type, c.currency_code INTO v_s
      FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
      WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
    IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  ELSE
    SELECT m.merchant_id, m.id AS member_id, 1 AS account_type, c.currency_code INTO v_s
      FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE m.id = p_member AND m.merchant_id = p_merchant;
    IF NOT FOUND THEN RETURN jsonb_build_object('error', 'vendor.player_unknown'); END IF;
  END IF;
  IF p_amount < 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;

  -- The round's open bets (vendor_transactions_open_round); the first of them carries the payout.
  SELECT array_agg(t.id ORDER BY t.id) INTO v_ids FROM vendor_transactions t
    WHERE t.round_id = p_round AND t.vendor = p_vendor AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.state = 'OPEN';
  IF v_ids IS NULL THEN
    -- Nothing open: a later win of a settled round books on its last settled bet; otherwise the round is unknown or
    -- was rolled back (the member's bets, vendor_transactions_member_bets).
    v_state := 'SETTLED';
    SELECT t.id INTO v_target FROM vendor_transactions t
      WHERE t.merchant_id = v_s.merchant_id AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.vendor = p_vendor
        AND t.round_id = p_round AND t.state = 'SETTLED'
      ORDER BY t.id DESC LIMIT 1;
    IF NOT FOUND THEN
      SELECT true INTO v_any FROM vendor_transactions t
        WHERE t.merchant_id = v_s.merchant_id AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.vendor = p_vendor
          AND t.round_id = p_round LIMIT 1;
      RETURN jsonb_build_object('error', CASE WHEN v_any THEN 'vendor.bet_rolled_back' ELSE 'vendor.bet_unknown' END);
    END IF;
    v_ids := ARRAY[v_target.id];
  END IF;
  SELECT t.tx_id, t.game_code INTO v_target FROM vendor_transactions t WHERE t.id = v_ids[1];

  SELECT a.id, a.balance INTO v_main, v_after FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF v_main IS NULL THEN
    v_main := ledger_member_account(v_s.merchant_id, v_s.member_id, 'MAIN');
    v_after := 0;
  END IF;
  IF p_amount > 0 THEN
    SELECT a.id INTO v_sys FROM ledger_accounts a
      WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
    IF v_sys IS NULL THEN
      v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
    END IF;
    SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_WIN', p_vendor || ':' || p_round,
        jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'roundId', p_round, 'betTxId', v_target.tx_id),
        ARRAY[v_sys, v_main], ARRAY[-p_amount, p_amount]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;

  -- Every bet read moves from the state read (a rollback or a win that got there first makes the call start again).
  FOREACH v_id IN ARRAY v_ids LOOP
    UPDATE vendor_transactions t SET state = 'SETTLED',
        payout = coalesce(t.payout, 0) + CASE WHEN v_id = v_ids[1] THEN p_amount ELSE 0 END, settled_at = coalesce(t.settled_at, p_now)
      WHERE t.id = v_id AND t.state = v_state
      RETURNING t.tx_id, t.game_code, t.amount INTO v_bet;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'seamless bet moved' USING ERRCODE = 'WL498';
    END IF;
    IF v_code IS DISTINCT FROM v_bet.game_code THEN
      v_code := v_bet.game_code;
      SELECT g.category INTO v_category FROM games g WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_code;
    END IF;
    INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
      VALUES (v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || v_bet.tx_id, jsonb_build_object('vendor', p_vendor,
        'txId', p_tx, 'betTxId', v_bet.tx_id, 'roundId', p_round, 'gameCode', v_bet.game_code, 'category', v_category,
        'stake', v_bet.amount::text, 'payout', (CASE WHEN v_id = v_ids[1] THEN p_amount ELSE 0 END)::text,
        'validBet', (CASE WHEN v_state = 'OPEN' THEN v_bet.amount ELSE 0 END)::text), p_now);
  END LOOP;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, game_code, amount, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'WIN', v_target.tx_id, p_round, v_target.game_code, p_amount, p_fp, v_resp, p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

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
