CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"ip" varchar(64),
	"question_type" varchar(16) NOT NULL,
	"content" text NOT NULL,
	"contact" varchar(128) DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"answer" text,
	"answered_by" varchar(96),
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"target" jsonb NOT NULL,
	"category" varchar(16) NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sender" varchar(64) NOT NULL,
	"created_by" varchar(96) NOT NULL,
	"status" varchar(8) DEFAULT 'QUEUED' NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"category" varchar(16) NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sender" varchar(64) NOT NULL,
	"source_key" varchar(80),
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_merchant" ON "feedback" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "feedback_member" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "message_sends_open" ON "message_sends" USING btree ("id") WHERE status <> 'DONE';--> statement-breakpoint
CREATE INDEX "message_sends_by" ON "message_sends" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "messages_member" ON "messages" USING btree ("member_id","category","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_source_uq" ON "messages" USING btree ("member_id","source_key");