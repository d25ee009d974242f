CREATE TABLE "coupon_publications" (
	"coupon_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	CONSTRAINT "coupon_publications_coupon_id_publication_id_pk" PRIMARY KEY("coupon_id","publication_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "applies_to_all" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_publications" ADD CONSTRAINT "coupon_publications_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_publications" ADD CONSTRAINT "coupon_publications_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_publications_publication_id_index" ON "coupon_publications" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "coupons_valid_from_index" ON "coupons" USING btree ("valid_from");