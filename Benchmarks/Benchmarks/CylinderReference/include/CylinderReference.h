#ifndef CYLINDER_REFERENCE_H
#define CYLINDER_REFERENCE_H

/// The reference for the "Deform 128x128 grid" benchmarks: CylinderDeformation's formula
/// (Sources/PageGeometry/Deformation/CylinderDeformation.swift) as a plain C loop, built with -O3.
/// `points` holds `count` material points (x, y); returns the sum of every position and normal's
/// components (what the Swift benchmark adds up), so that nothing is optimised away.
double pageturn_cylinder_grid(const double *points, int count, double axisX, double axisY,
                              double axisAngle, double radius);

#endif
