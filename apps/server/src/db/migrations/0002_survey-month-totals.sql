CREATE TABLE "survey_month_totals" (
	"center_id" uuid NOT NULL,
	"month" date NOT NULL,
	"survey_no" integer NOT NULL,
	"consented" boolean NOT NULL,
	"n" integer NOT NULL,
	"sum1" integer NOT NULL,
	"sum2" integer NOT NULL,
	"sum3" integer NOT NULL,
	"sum4" integer NOT NULL,
	"sum5" integer NOT NULL,
	"sum6" integer NOT NULL,
	"sum7" integer NOT NULL,
	"sum8" integer NOT NULL,
	CONSTRAINT "survey_month_totals_center_id_month_survey_no_consented_pk" PRIMARY KEY("center_id","month","survey_no","consented"),
	CONSTRAINT "survey_month_totals_n_positive" CHECK ("survey_month_totals"."n" > 0)
);
--> statement-breakpoint
ALTER TABLE "survey_month_totals" ADD CONSTRAINT "survey_month_totals_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surveys_created_idx" ON "surveys" USING btree ("created_at");--> statement-breakpoint
-- The database keeps survey_month_totals exact itself, whatever writes to surveys (a submit, a
-- consent change, a deleted PID or center, a restore): one row of totals per center, UTC month,
-- survey number and consent, with no row where no survey is (ADR 004).
CREATE FUNCTION survey_month_totals_add(s surveys) RETURNS void LANGUAGE sql AS $$
  INSERT INTO survey_month_totals AS t (center_id, month, survey_no, consented, n, sum1, sum2, sum3, sum4, sum5, sum6, sum7, sum8)
  VALUES (s.center_id, date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date, s.survey_no, s.consented, 1,
          s.scores[1], s.scores[2], s.scores[3], s.scores[4], s.scores[5], s.scores[6], s.scores[7], s.scores[8])
  ON CONFLICT (center_id, month, survey_no, consented) DO UPDATE
  SET n = t.n + 1,
      sum1 = t.sum1 + excluded.sum1, sum2 = t.sum2 + excluded.sum2, sum3 = t.sum3 + excluded.sum3, sum4 = t.sum4 + excluded.sum4, sum5 = t.sum5 + excluded.sum5, sum6 = t.sum6 + excluded.sum6, sum7 = t.sum7 + excluded.sum7, sum8 = t.sum8 + excluded.sum8;
$$;
--> statement-breakpoint
CREATE FUNCTION survey_month_totals_remove(s surveys) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept integer;
BEGIN
  -- Lock the row first, so concurrent removals and additions of the same month queue up and
  -- each sees the count the one before it left.
  SELECT n INTO kept FROM survey_month_totals
  WHERE center_id = s.center_id AND month = date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date
    AND survey_no = s.survey_no AND consented = s.consented
  FOR UPDATE;
  -- No row: the whole center is being deleted and its cascade has already taken its totals.
  IF NOT FOUND THEN RETURN; END IF;
  IF kept = 1 THEN
    -- The month's last such survey takes its row with it.
    DELETE FROM survey_month_totals
    WHERE center_id = s.center_id AND month = date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date
      AND survey_no = s.survey_no AND consented = s.consented;
  ELSE
    UPDATE survey_month_totals
    SET n = n - 1,
        sum1 = sum1 - s.scores[1], sum2 = sum2 - s.scores[2], sum3 = sum3 - s.scores[3], sum4 = sum4 - s.scores[4], sum5 = sum5 - s.scores[5], sum6 = sum6 - s.scores[6], sum7 = sum7 - s.scores[7], sum8 = sum8 - s.scores[8]
    WHERE center_id = s.center_id AND month = date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date
      AND survey_no = s.survey_no AND consented = s.consented;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION surveys_keep_month_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM survey_month_totals_add(NEW);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM survey_month_totals_remove(OLD);
  -- An UPDATE moves a survey between two rows (a consent change: from consented to not, or
  -- back). Every transaction locks such a pair in the same order, the lower key first, so two
  -- opposite changes at once cannot deadlock.
  ELSIF (OLD.consented, OLD.survey_no, OLD.created_at) <= (NEW.consented, NEW.survey_no, NEW.created_at) THEN
    PERFORM survey_month_totals_remove(OLD);
    PERFORM survey_month_totals_add(NEW);
  ELSE
    PERFORM survey_month_totals_add(NEW);
    PERFORM survey_month_totals_remove(OLD);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER surveys_month_totals
  AFTER INSERT OR DELETE OR UPDATE OF center_id, survey_no, consented, scores, created_at ON surveys
  FOR EACH ROW EXECUTE FUNCTION surveys_keep_month_totals();
--> statement-breakpoint
CREATE FUNCTION surveys_clear_month_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM survey_month_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER surveys_truncate_month_totals
  AFTER TRUNCATE ON surveys
  FOR EACH STATEMENT EXECUTE FUNCTION surveys_clear_month_totals();
--> statement-breakpoint
-- The surveys stored before this migration.
INSERT INTO survey_month_totals (center_id, month, survey_no, consented, n, sum1, sum2, sum3, sum4, sum5, sum6, sum7, sum8)
SELECT center_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, survey_no, consented, count(*),
       sum(scores[1]), sum(scores[2]), sum(scores[3]), sum(scores[4]), sum(scores[5]), sum(scores[6]), sum(scores[7]), sum(scores[8])
FROM surveys
GROUP BY 1, 2, 3, 4;
