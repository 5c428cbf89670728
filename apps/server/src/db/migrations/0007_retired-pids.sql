CREATE TABLE "retired_pids" (
	"center_id" uuid NOT NULL,
	"pid" smallint NOT NULL,
	CONSTRAINT "retired_pids_center_id_pid_pk" PRIMARY KEY("center_id","pid"),
	CONSTRAINT "retired_pids_pid_range" CHECK ("retired_pids"."pid" BETWEEN 1000 AND 9999)
);
--> statement-breakpoint
ALTER TABLE "retired_pids" ADD CONSTRAINT "retired_pids_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The numbers of the participants with surveys deleted before this table existed, from the audit
-- lines that recorded each deletion: the manager who deleted one names its center.
INSERT INTO "retired_pids" ("center_id", "pid")
SELECT DISTINCT a.center_id, (l.detail->>'pid')::smallint
FROM audit_log l
JOIN staff_accounts a ON a.id = l.actor_id
WHERE l.action = 'participant.delete' AND (l.detail->>'surveys')::int > 0 AND a.center_id IS NOT NULL
ON CONFLICT DO NOTHING;
