-- Generating a code in one call: find the variant, use an active subscription or take one point,
-- write the ledger row, the order and its fulfilment job (see src/modules/codes/take-entitlement.ts).
-- A function call is one statement, so it is atomic, and one round trip. PL/pgSQL keeps the plans
-- of its statements for the connection's lifetime; planning the earlier single many-part statement
-- on every request cost more than running it.
--
-- Concurrent calls for one customer serialise on their balance row: the UPDATE re-checks
-- amount >= 1 after waiting, so a balance never goes below zero. The subscription row is locked
-- too, so one subscriber's concurrent calls count today's orders one after another.
CREATE FUNCTION take_entitlement_and_order(
	p_order_id text,
	p_user_id integer,
	p_comand text,
	p_map_region text,
	p_version text,
	p_vin text,
	p_user_ip text,
	p_request_ip text,
	p_daily_limit integer,
	p_job_kind text,
	p_tool_name text
) RETURNS TABLE (paid_with text, user_found boolean, variant_found boolean, subscription_found boolean)
LANGUAGE plpgsql AS $$
DECLARE
	v_tool integer;
	v_variant integer;
	v_comand text;
	v_payment order_payment;
BEGIN
	-- The caller authenticated by its token alone. A customer who no longer exists has neither a
	-- subscription nor a balance, so user_found is only looked up on the ways that refuse.
	SELECT v.id, h.name INTO v_variant, v_comand
	FROM variants v JOIN head_units h ON h.id = v.head_unit_id
	WHERE h.name = p_comand AND v.map_region = p_map_region AND v.version = p_version AND v.active;
	IF NOT FOUND THEN
		RETURN QUERY SELECT NULL::text, EXISTS (SELECT 1 FROM users u WHERE u.id = p_user_id), false, false;
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
			RETURN QUERY SELECT NULL::text, true, true, true;
			RETURN;
		END IF;
		v_payment := 'subscription';
	ELSE
		UPDATE point_balances b SET amount = b.amount - 1
		WHERE b.user_id = p_user_id AND b.tool_id = v_tool AND b.amount >= 1;
		IF NOT FOUND THEN
			RETURN QUERY SELECT NULL::text, EXISTS (SELECT 1 FROM users u WHERE u.id = p_user_id), true, false;
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
	RETURN QUERY SELECT v_payment::text, true, true, v_payment = 'subscription';
END;
$$;
