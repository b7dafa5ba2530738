-- fairpass_buyer_holdings (0023) as PL/pgSQL, same query and answer (issue 13, docs/performance.md). A SQL function
-- whose body has subqueries is never inlined, and PostgreSQL before 18 plans such a body again at every call: about
-- 0.8 ms of planning, twice per order (the holdings read and the placement's check under the lock), against 0.13 ms
-- of executing it. PL/pgSQL keeps the plan of its query for the connection's life.
CREATE OR REPLACE FUNCTION fairpass_buyer_holdings(p_buyer uuid, p_tenant text, p_exhibition text, p_at timestamptz, p_code text)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT jsonb_build_object(
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
  ));
END
$$;
