-- Keeps the team tree's closure table (agent_tree) in step with members.parent_id: a new member gets its own row
-- (depth 0) and one per ancestor of its parent; a changed parent (an operator's move) detaches the member's whole
-- subtree from its old ancestors and attaches it under the new parent. A move under the member's own subtree, or to
-- another merchant's member, is refused (it would make a cycle or mix tenants).
CREATE OR REPLACE FUNCTION agent_tree_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
      SELECT NEW.merchant_id, NEW.id, NEW.id, 0
      UNION ALL
      SELECT NEW.merchant_id, t.ancestor_id, NEW.id, t.depth + 1 FROM agent_tree t WHERE t.descendant_id = NEW.parent_id;
    RETURN NEW;
  END IF;
  IF NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id THEN
    RETURN NEW;
  END IF;
  IF NEW.parent_id IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM agent_tree t WHERE t.ancestor_id = NEW.id AND t.descendant_id = NEW.parent_id) THEN
      RAISE EXCEPTION 'agent_tree: % cannot move under its own downline %', NEW.id, NEW.parent_id USING ERRCODE = 'check_violation';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM members p WHERE p.id = NEW.parent_id AND p.merchant_id = NEW.merchant_id) THEN
      RAISE EXCEPTION 'agent_tree: upline % is not of merchant %', NEW.parent_id, NEW.merchant_id USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  DELETE FROM agent_tree d
    USING agent_tree s
    WHERE s.ancestor_id = NEW.id AND d.descendant_id = s.descendant_id
      AND d.ancestor_id IN (SELECT u.ancestor_id FROM agent_tree u WHERE u.descendant_id = NEW.id AND u.depth > 0);
  INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
    SELECT NEW.merchant_id, p.ancestor_id, s.descendant_id, p.depth + s.depth + 1
    FROM agent_tree p JOIN agent_tree s ON s.ancestor_id = NEW.id
    WHERE p.descendant_id = NEW.parent_id;
  RETURN NEW;
END;
$$;
