-- Generate checks the caller's session in the same call (decision 012): an access token of a
-- session that has ended (logout, password change or reset) takes nothing. The check is one
-- primary-key lookup inside the function, so the hot path keeps its single round trip.
-- A function's arguments and result cannot change in place: both functions are made anew, with
-- the body of migrations 0003 and 0004 and the session check added.
DROP FUNCTION take_entitlements_and_orders(jsonb, integer, text, text);--> statement-breakpoint
DROP FUNCTION take_entitlement_and_order(text, integer, text, text, text, text, text, text, integer, text, text);--> statement-breakpoint
CREATE FUNCTION take_entitlement_and_order(
	p_order_id text,
	p_user_id integer,
	p_session_id text,
	p_comand text,
	p_map_region text,
	p_version text,
	p_vin text,
	p_user_ip text,
	p_request_ip text,
	p_daily_limit integer,
	p_job_kind text,
	p_tool_name text
) RETURNS TABLE (paid_with text, session_live boolean, user_found boolean, variant_found boolean,
	subscription_found boolean)
LANGUAGE plpgsql AS $$
DECLARE
	v_tool integer;
	v_variant integer;
	v_comand text;
	v_payment order_payment;
BEGIN
	-- The caller authenticated by its token alone: its session must not have ended.
	PERFORM 1 FROM sessions s WHERE s.id = p_session_id AND s.user_id = p_user_id AND s.ended_at IS NULL;
	IF NOT FOUND THEN
		RETURN QUERY SELECT NULL::text, false, EXISTS (SELECT 1 FROM users u WHERE u.id = p_user_id), false, false;
		RETURN;
	END IF;
	-- A customer who no longer exists has neither a subscription nor a balance, so user_found is
	-- only looked up on the ways that refuse.
	SELECT v.id, h.name INTO v_variant, v_comand
	FROM variants v JOIN head_units h ON h.id = v.head_unit_id
	WHERE h.name = p_comand AND v.map_region = p_map_region AND v.version = p_version AND v.active;
	IF NOT FOUND THEN
		RETURN QUERY SELECT NULL::text, true, EXISTS (SELECT 1 FROM users u WHERE u.id = p_user_id), false, false;
		RETURN;
	END IF;
	SELECT t.id INTO v_tool FROM tools t WHERE t.name = p_tool_name;
	PERFORM 1 FROM subscriptions s
	WHERE s.user_id = p_user_id AND s.tool_id = v_tool AND s.end_date > now()
	LIMIT 1 FOR UPDATE;
	IF FOUND THEN
		IF p_daily_limit > 0 AND (
			SELECT count(*) FROM orders o
			WHERE o.user_id = p_user_id AND o.payment = 'subscription'
				AND o.created_at >= date_trunc('day', now())
		) >= p_daily_limit THEN
			RETURN QUERY SELECT NULL::text, true, true, true, true;
			RETURN;
		END IF;
		v_payment := 'subscription';
	ELSE
		UPDATE point_balances b SET amount = b.amount - 1
		WHERE b.user_id = p_user_id AND b.tool_id = v_tool AND b.amount >= 1;
		IF NOT FOUND THEN
			RETURN QUERY SELECT NULL::text, true, EXISTS (SELECT 1 FROM users u WHERE u.id = p_user_id), true, false;
			RETURN;
		END IF;
		INSERT INTO point_ledger (user_id, tool_id, delta, reason, reference)
		VALUES (p_user_id, v_tool, -1, 'order', p_order_id);
		v_payment := 'points';
	END IF;
	INSERT INTO orders (id, user_id, variant_id, comand, map_region, version, vin, payment, status,
		paid_at, user_ip, request_ip)
	VALUES (p_order_id, p_user_id, v_variant, v_comand, p_map_region, p_version, p_vin, v_payment, 'paid',
		now(), p_user_ip, p_request_ip);
	INSERT INTO jobs (kind, payload) VALUES (p_job_kind, jsonb_build_object('orderId', p_order_id));
	RETURN QUERY SELECT v_payment::text, true, true, true, v_payment = 'subscription';
END;
$$;--> statement-breakpoint
CREATE FUNCTION take_entitlements_and_orders(
	p_requests jsonb,
	p_daily_limit integer,
	p_job_kind text,
	p_tool_name text
) RETURNS TABLE (request_index integer, paid_with text, session_live boolean, user_found boolean,
	variant_found boolean, subscription_found boolean)
LANGUAGE plpgsql AS $$
DECLARE
	r record;
BEGIN
	FOR r IN
		SELECT * FROM jsonb_to_recordset(p_requests) AS x(i integer, order_id text, user_id integer,
			session_id text, comand text, map_region text, version text, vin text, user_ip text,
			request_ip text)
		ORDER BY x.user_id, x.i
	LOOP
		RETURN QUERY SELECT r.i, t.paid_with, t.session_live, t.user_found, t.variant_found,
			t.subscription_found
		FROM take_entitlement_and_order(r.order_id, r.user_id, r.session_id, r.comand, r.map_region,
			r.version, r.vin, r.user_ip, r.request_ip, p_daily_limit, p_job_kind, p_tool_name) t;
	END LOOP;
END;
$$;
