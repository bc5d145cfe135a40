// The umbrella module: `import PageTurn` brings in the whole portable core, and the pixel type
// (`RGBAImage`) that page images and rendered pictures are made of.
@_exported import PageEffects
@_exported import PageGeometry
@_exported import PageImage
@_exported import PageMotion
