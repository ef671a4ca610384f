-- Issue 36: house dice and baccarat leave "Slots" (RNG) for the card and table games (PVP), where the seed now puts
-- them. Every merchant carrying the house games gets the PVP category and a house vendor row there (copied from its
-- RNG row), then the two games move to it, first in the list; the slot stays in RNG. Bets already placed keep the
-- category they were recorded with.
INSERT INTO "game_categories" ("merchant_id", "code", "title", "sort")
SELECT DISTINCT g.merchant_id, 'PVP', '{"EN": "Card Games", "UR": "تاش کے کھیل"}'::jsonb, 99
FROM "games" g
WHERE g.vassalage = 'HOUSE' AND g.game_code IN ('HOUSE_DICE', 'HOUSE_BACCARAT')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "game_vendors" ("merchant_id", "category", "vassalage", "account_type_id", "account_type_name", "display_name",
  "is_game", "seamless", "maintenance", "freeplay", "is_hot", "is_new", "languages", "sort", "enabled")
SELECT v.merchant_id, 'PVP', v.vassalage, v.account_type_id, v.account_type_name, v.display_name,
  v.is_game, v.seamless, v.maintenance, v.freeplay, v.is_hot, v.is_new, v.languages, v.sort, v.enabled
FROM "game_vendors" v
WHERE v.vassalage = 'HOUSE' AND v.category = 'RNG'
  AND EXISTS (SELECT 1 FROM "games" g WHERE g.vendor_id = v.id AND g.game_code IN ('HOUSE_DICE', 'HOUSE_BACCARAT'))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "games" g
SET "category" = 'PVP',
  "sub_type" = NULL,
  "vendor_id" = v.id,
  "sort" = CASE g.game_code WHEN 'HOUSE_DICE' THEN -2 ELSE -1 END
FROM "game_vendors" v
WHERE g.vassalage = 'HOUSE' AND g.game_code IN ('HOUSE_DICE', 'HOUSE_BACCARAT') AND g.category = 'RNG'
  AND v.merchant_id = g.merchant_id AND v.category = 'PVP' AND v.vassalage = 'HOUSE';
