-- The proj4 definition of each coordinate system, so that a browser can transform with
-- proj4js. Existing rows are the seeded systems: they get epsg.io's definitions here (the
-- seed keeps them current from then on); a row this list does not know keeps '' .
ALTER TABLE "coordinate_systems" ADD COLUMN "proj4_definition" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "coordinate_systems" SET "proj4_definition" = CASE "epsg_code"
  WHEN 4326 THEN '+proj=longlat +datum=WGS84 +no_defs +type=crs'
  WHEN 3857 THEN '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs +type=crs'
  WHEN 25831 THEN '+proj=utm +zone=31 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs'
  WHEN 25832 THEN '+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs'
  WHEN 25833 THEN '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs'
  WHEN 28992 THEN '+proj=sterea +lat_0=52.1561605555556 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 +ellps=bessel +towgs84=565.4171,50.3319,465.5524,-0.398957388243134,0.343987817378283,-1.87740163998045,4.0725 +units=m +no_defs +type=crs'
  WHEN 27700 THEN '+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy +towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs +type=crs'
  WHEN 31370 THEN '+proj=lcc +lat_0=90 +lon_0=4.36748666666667 +lat_1=51.1666672333333 +lat_2=49.8333339 +x_0=150000.013 +y_0=5400088.438 +ellps=intl +towgs84=-106.8686,52.2978,-103.7239,0.3366,-0.457,1.8422,-1.2747 +units=m +no_defs +type=crs'
  WHEN 31467 THEN '+proj=tmerc +lat_0=0 +lon_0=9 +k=1 +x_0=3500000 +y_0=0 +ellps=bessel +towgs84=598.1,73.7,418.2,0.202,0.045,-2.455,6.7 +units=m +no_defs +type=crs'
  ELSE "proj4_definition" END;--> statement-breakpoint
ALTER TABLE "coordinate_systems" ALTER COLUMN "proj4_definition" DROP DEFAULT;
