ALTER TABLE "orders" ADD COLUMN "copies_ordered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "copies_returned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "net_sales" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- A line's net sales: copies kept (ordered less returned) at the unit price less the line's discount.
CREATE FUNCTION "order_line_net"(quantity integer, returned integer, unit_price bigint, discount numeric)
  RETURNS numeric LANGUAGE sql IMMUTABLE AS $$ SELECT greatest(quantity - returned, 0) * unit_price * (100 - discount) / 100 $$;
--> statement-breakpoint
-- The totals move by each statement's differences (the lines it added, less those it removed), so that
-- concurrent writes to one order's lines add up under the order row's lock instead of recounting from a
-- snapshot that may miss the other's lines. The argument is +1 for added lines, -1 for removed ones.
CREATE FUNCTION "order_lines_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := TG_ARGV[0]::integer;
BEGIN
  UPDATE "orders" o
     SET "copies_ordered" = o."copies_ordered" + direction * d.ordered,
         "copies_returned" = o."copies_returned" + direction * d.returned,
         "net_sales" = o."net_sales" + direction * d.net
    FROM (SELECT "order_id",
                 sum("quantity") AS ordered,
                 sum("returned_quantity") AS returned,
                 sum("order_line_net"("quantity", "returned_quantity", "unit_price", "discount_percent")) AS net
            FROM changed_lines GROUP BY "order_id") d
   WHERE o."id" = d."order_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_lines_roll_up_insert" AFTER INSERT ON "order_lines"
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_roll_up"('1');
--> statement-breakpoint
CREATE TRIGGER "order_lines_roll_up_update_new" AFTER UPDATE ON "order_lines"
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_roll_up"('1');
--> statement-breakpoint
CREATE TRIGGER "order_lines_roll_up_update_old" AFTER UPDATE ON "order_lines"
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_roll_up"('-1');
--> statement-breakpoint
CREATE TRIGGER "order_lines_roll_up_delete" AFTER DELETE ON "order_lines"
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_roll_up"('-1');
--> statement-breakpoint
UPDATE "orders" o
   SET "copies_ordered" = d.ordered, "copies_returned" = d.returned, "net_sales" = d.net
  FROM (SELECT "order_id",
               sum("quantity") AS ordered,
               sum("returned_quantity") AS returned,
               sum("order_line_net"("quantity", "returned_quantity", "unit_price", "discount_percent")) AS net
          FROM "order_lines" GROUP BY "order_id") d
 WHERE o."id" = d."order_id";
