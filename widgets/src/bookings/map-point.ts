/** A point on the map: the property's pin (SiteMap, TileMap). */
export interface MapPoint {
  latitude: number;
  longitude: number;
}
