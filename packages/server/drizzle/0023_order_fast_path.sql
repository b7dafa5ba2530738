-- The order hot path in fewer round trips (issue 13, docs/performance.md). The rules stay in TypeScript: the database
-- only computes what they are checked against, and places an order only when that is still what they were checked
-- against once the buyer is locked.

-- Raises `message` when `refused` is true; answers 0 otherwise. A statement that finds, halfway, that it must not
-- happen uses it to undo itself as a whole (settle.ts: the callback's one statement).
CREATE OR REPLACE FUNCTION fairpass_refuse(refused boolean, message text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  IF refused THEN
    RAISE EXCEPTION '%', message USING ERRCODE = 'P0001';
  END IF;
  RETURN 0;
END
$$;
--> statement-breakpoint
-- What one person holds toward the per-person limits and what their unpaid orders hold (orders/limits.ts): the tickets
-- of their unpaid orders and those in their wallet now (valid, offered as a gift, used, being refunded), per type
-- with its conflict group, sorted so that two readings of the same holdings are equal as jsonb; the unpaid orders still
-- within their time at `p_at`; and, for a discount code, how many of their orders still use it.
CREATE OR REPLACE FUNCTION fairpass_buyer_holdings(p_buyer uuid, p_tenant text, p_exhibition text, p_at timestamptz, p_code text)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'held', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('ticketTypeId', h.ticket_type_id, 'conflictGroup', h.conflict_group, 'count', h.n)
                                ORDER BY h.ticket_type_id), '[]'::jsonb)
      FROM (
        SELECT x.ticket_type_id, tt.conflict_group, SUM(x.n)::int AS n
        FROM (
          SELECT oi.ticket_type_id, oi.quantity AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id
          WHERE o.user_id = p_buyer AND o.tenant_id = p_tenant AND o.exhibition_id = p_exhibition AND o.state = 'pendingPayment'
          UNION ALL
          SELECT t.ticket_type_id, 1 AS n FROM tickets t
          WHERE t.owner_user_id = p_buyer AND t.tenant_id = p_tenant AND t.exhibition_id = p_exhibition
            AND t.state IN ('valid', 'gifting', 'used', 'refunding')
        ) AS x JOIN ticket_types tt ON tt.id = x.ticket_type_id
        GROUP BY x.ticket_type_id, tt.conflict_group
      ) AS h
    ),
    'pending', (
      SELECT jsonb_build_object('orders', count(DISTINCT o.id), 'tickets', coalesce(sum(oi.quantity), 0))
      FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE o.user_id = p_buyer AND o.tenant_id = p_tenant AND o.exhibition_id = p_exhibition
        AND o.state = 'pendingPayment' AND o.expires_at > p_at
    ),
    'codeUses', CASE WHEN p_code IS NULL THEN 0 ELSE (
      SELECT count(*)::int FROM orders o
      WHERE o.user_id = p_buyer AND o.tenant_id = p_tenant AND o.exhibition_id = p_exhibition AND o.discount_code = p_code
        AND o.state NOT IN ('cancelled', 'refunded')
    ) END
  )
$$;
--> statement-breakpoint
-- Places an order checked by orders/place.ts against `p.holdings`, in one statement. The buyer's row is locked first
-- (a statement of its own: each statement of a function takes a fresh snapshot once the lock is held), so one buyer's
-- purchases still queue; then an order under the same Idempotency-Key is answered ('existing'), holdings other than
-- those checked are answered 'stale' (the caller reads them again and checks again), and only then are the discount
-- code's use, the quotas (`sold + n <= total`), the order, its lines and its footprint written. A used-up code or a
-- sold-out quota raises, which undoes everything the statement wrote; the error's DETAIL names what was reserved.
CREATE OR REPLACE FUNCTION fairpass_place_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_buyer uuid := (p->>'userId')::uuid;
  found_id uuid;
  reserved jsonb;
  v_order_no text;
BEGIN
  PERFORM 1 FROM users WHERE id = v_buyer FOR UPDATE;
  SELECT o.id INTO found_id FROM orders o WHERE o.user_id = v_buyer AND o.idempotency_key = p->>'idempotencyKey';
  IF found_id IS NOT NULL THEN
    RETURN jsonb_build_object('status', 'existing', 'id', found_id);
  END IF;
  IF fairpass_buyer_holdings(v_buyer, p->>'tenantId', p->>'exhibitionId', (p->>'at')::timestamptz, p->>'discountCode')
     IS DISTINCT FROM p->'holdings' THEN
    RETURN jsonb_build_object('status', 'stale');
  END IF;
  -- The lock order of every writer: buyer, discount code, quotas (lifecycle.ts giveQuotaBack releases in it too).
  IF p->>'discountId' IS NOT NULL THEN
    UPDATE discount_codes SET used = used + 1
    WHERE id = (p->>'discountId')::uuid AND (max_uses IS NULL OR used < max_uses);
    IF NOT FOUND THEN
      RETURN jsonb_build_object('status', 'usedUp');
    END IF;
  END IF;
  WITH q AS (
    UPDATE ticket_quotas AS tq SET sold = tq.sold + w.n
    FROM jsonb_to_recordset(p->'quotas') AS w(id uuid, n int)
    WHERE tq.ticket_type_id = w.id AND tq.sold + w.n <= tq.total
    RETURNING tq.ticket_type_id
  )
  SELECT coalesce(jsonb_agg(q.ticket_type_id), '[]'::jsonb) INTO reserved FROM q;
  IF jsonb_array_length(reserved) < jsonb_array_length(p->'quotas') THEN
    RAISE EXCEPTION 'fairpass:soldOut' USING ERRCODE = 'P0001', DETAIL = reserved::text;
  END IF;
  INSERT INTO orders (id, order_no, tenant_id, exhibition_id, user_id, register_link_id, state, total_fen, discount_fen, payable_fen,
                      discount_code, idempotency_key, request_hash, language, upgrade, expires_at, created_at, updated_at)
  VALUES ((p->>'id')::uuid, (p->>'orderNoPrefix') || lpad(nextval('order_no_seq')::text, 8, '0'), p->>'tenantId', p->>'exhibitionId',
          v_buyer, p->>'registerLinkId', 'pendingPayment', (p->>'totalFen')::int, (p->>'discountFen')::int, (p->>'payableFen')::int,
          p->>'discountCode', p->>'idempotencyKey', p->>'requestHash', p->>'language', (p->>'upgrade')::boolean,
          (p->>'expiresAt')::timestamptz, (p->>'at')::timestamptz, (p->>'at')::timestamptz)
  RETURNING orders.order_no INTO v_order_no;
  INSERT INTO order_items (id, order_id, ticket_type_id, day, quantity, unit_price_fen, holders)
  SELECT i.id, (p->>'id')::uuid, i."ticketTypeId", i.day, i.quantity, i."unitPriceFen", i.holders
  FROM jsonb_to_recordset(p->'items') AS i(id uuid, "ticketTypeId" uuid, day text, quantity int, "unitPriceFen" int, holders jsonb);
  INSERT INTO footprints (tenant_id, exhibition_id, user_id, kind, order_id, data, created_at)
  VALUES (p->>'tenantId', p->>'exhibitionId', v_buyer, 'orderPlaced', (p->>'id')::uuid,
          jsonb_build_object('orderNo', v_order_no) || (p->'footprint'), (p->>'at')::timestamptz);
  RETURN jsonb_build_object('status', 'placed', 'orderNo', v_order_no);
END
$$;
