// The umbrella module: `import PageTurn` brings in the whole portable core.
@_exported import PageEffects
@_exported import PageGeometry
@_exported import PageMotion
