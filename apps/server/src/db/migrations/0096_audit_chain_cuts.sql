-- Where each audit chain's records in place begin once months of the log are retired (issue 37): append-only, as the
-- checkpoints are.
CREATE TABLE "audit_chain_cuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain" integer NOT NULL,
	"seq" bigint NOT NULL,
	"hash" varchar(64) NOT NULL,
	"through" timestamp with time zone NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_chain_cuts_chain" ON "audit_chain_cuts" USING btree ("chain", "seq");--> statement-breakpoint
CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_chain_cuts FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
