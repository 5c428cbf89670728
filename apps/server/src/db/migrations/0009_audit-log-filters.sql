-- GET /api/v1/audit filtered by event (`action`) or by who acted (`actor`), newest first: each
-- index is read backwards from the newest line, and counts the page's total without the table.
CREATE INDEX "audit_log_action_id_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id","id");