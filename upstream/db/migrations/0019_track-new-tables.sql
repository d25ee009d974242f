-- The tables new to the authors area, newsletters and print runs move the figures' data version too.
SELECT "track_data_version"('"author_accounts"');--> statement-breakpoint
SELECT "track_data_version"('"author_proposals"');--> statement-breakpoint
SELECT "track_data_version"('"newsletter_publications"');--> statement-breakpoint
SELECT "track_data_version"('"publication_print_runs"');
