CREATE TABLE "survey_month_totals" (
	"center_id" uuid NOT NULL,
	"month" date NOT NULL,
	"survey_no" integer NOT NULL,
	"consented" boolean NOT NULL,
	"n" integer NOT NULL,
	"sums" bigint[] NOT NULL,
	CONSTRAINT "survey_month_totals_center_id_month_survey_no_consented_pk" PRIMARY KEY("center_id","month","survey_no","consented"),
	CONSTRAINT "survey_month_totals_n_positive" CHECK ("survey_month_totals"."n" > 0),
	CONSTRAINT "survey_month_totals_sums_8" CHECK (cardinality("survey_month_totals"."sums") = 8)
);
--> statement-breakpoint
ALTER TABLE "survey_month_totals" ADD CONSTRAINT "survey_month_totals_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The database keeps survey_month_totals exact itself, whatever writes to surveys (a submit, a
-- consent change, a deleted PID or center, a restore): one row of totals per center, UTC month,
-- survey number and consent, with no row where no survey is.
CREATE FUNCTION survey_month_totals_add(s surveys) RETURNS void LANGUAGE sql AS $$
  INSERT INTO survey_month_totals AS t (center_id, month, survey_no, consented, n, sums)
  VALUES (s.center_id, date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date, s.survey_no, s.consented, 1,
          s.scores::bigint[])
  ON CONFLICT (center_id, month, survey_no, consented) DO UPDATE
  SET n = t.n + 1,
      sums = ARRAY(SELECT a + b FROM unnest(t.sums, excluded.sums) WITH ORDINALITY AS u(a, b, i) ORDER BY i);
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
    UPDATE survey_month_totals AS t
    SET n = t.n - 1,
        sums = ARRAY(SELECT a - b FROM unnest(t.sums, s.scores::bigint[]) WITH ORDINALITY AS u(a, b, i) ORDER BY i)
    WHERE t.center_id = s.center_id AND t.month = date_trunc('month', s.created_at AT TIME ZONE 'UTC')::date
      AND t.survey_no = s.survey_no AND t.consented = s.consented;
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
INSERT INTO survey_month_totals (center_id, month, survey_no, consented, n, sums)
SELECT center_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, survey_no, consented, count(*),
       ARRAY[sum(scores[1]), sum(scores[2]), sum(scores[3]), sum(scores[4]),
             sum(scores[5]), sum(scores[6]), sum(scores[7]), sum(scores[8])]
FROM surveys
GROUP BY 1, 2, 3, 4;
