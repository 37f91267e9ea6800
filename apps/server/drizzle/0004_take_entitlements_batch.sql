-- Generating codes for several requests in one call (see src/modules/codes/entitlement-batcher.ts):
-- the requests that arrive together are taken in one statement, one round trip and one commit
-- instead of one each. Each request runs take_entitlement_and_order unchanged and gets its own row
-- back, tagged with its index; a refusal of one request does not touch the others.
--
-- Requests are taken in customer order, so two batches that share customers lock their balance and
-- subscription rows in the same order and cannot deadlock each other.
CREATE FUNCTION take_entitlements_and_orders(
	p_requests jsonb,
	p_daily_limit integer,
	p_job_kind text,
	p_tool_name text
) RETURNS TABLE (request_index integer, paid_with text, user_found boolean, variant_found boolean,
	subscription_found boolean)
LANGUAGE plpgsql AS $$
DECLARE
	r record;
BEGIN
	FOR r IN
		SELECT * FROM jsonb_to_recordset(p_requests) AS x(i integer, order_id text, user_id integer,
			comand text, map_region text, version text, vin text, user_ip text, request_ip text)
		ORDER BY x.user_id, x.i
	LOOP
		RETURN QUERY SELECT r.i, t.paid_with, t.user_found, t.variant_found, t.subscription_found
		FROM take_entitlement_and_order(r.order_id, r.user_id, r.comand, r.map_region, r.version, r.vin,
			r.user_ip, r.request_ip, p_daily_limit, p_job_kind, p_tool_name) t;
	END LOOP;
END;
$$;
