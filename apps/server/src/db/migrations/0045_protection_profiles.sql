-- The jurisdiction profiles (issue 30, decision 026) as data. UK-like: limits offered at registration, reality checks
-- offered (60 minutes by default) but not forced, time-outs from a day to six weeks, self-exclusion from six months
-- to five years, 24 hours before an increase may be confirmed. Malta-like: reality checks mandatory every 60
-- minutes, limits offered at the first deposit. Markers of harm: each indicator's threshold and weight, and the score
-- that opens a case.
INSERT INTO protection_profiles (code, name, cooling_off_hours, reality_minutes, reality_mandatory, timeout_min_hours, timeout_max_hours,
  exclusion_min_months, exclusion_max_months, offer_limits_at, markers) VALUES
('UK', 'United Kingdom (UKGC RTS 12-13, LCCP)', 24, 60, false, 24, 1008, 6, 60, 'REGISTRATION',
  '{"threshold": 50, "rules": {"nightPlay": {"at": 50, "weight": 15}, "depositVelocity": {"at": 5, "weight": 20}, "failedDeposits": {"at": 3, "weight": 15}, "cancelledWithdrawals": {"at": 2, "weight": 15}, "limitIncreases": {"at": 2, "weight": 15}, "depositAfterLoss": {"at": 3, "weight": 20}, "longSessions": {"at": 2, "weight": 10}, "chatKeywords": {"at": 1, "weight": 30}}}'::jsonb),
('MT', 'Malta (MGA Player Protection Directive)', 24, 60, true, 24, 1008, 6, 60, 'FIRST_DEPOSIT',
  '{"threshold": 50, "rules": {"nightPlay": {"at": 50, "weight": 15}, "depositVelocity": {"at": 5, "weight": 20}, "failedDeposits": {"at": 3, "weight": 15}, "cancelledWithdrawals": {"at": 2, "weight": 15}, "limitIncreases": {"at": 2, "weight": 15}, "depositAfterLoss": {"at": 3, "weight": 20}, "longSessions": {"at": 2, "weight": 10}, "chatKeywords": {"at": 1, "weight": 30}}}'::jsonb)
ON CONFLICT (code) DO NOTHING;
