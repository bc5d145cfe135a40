#include "CylinderReference.h"
#include <math.h>

double pageturn_cylinder_grid(const double *points, int count, double axisX, double axisY,
                              double axisAngle, double radius) {
    const double nx = sin(axisAngle), ny = -cos(axisAngle);
    const double r = radius > 0 ? radius : 0;
    const double arc = M_PI * r;
    double sx = 0, sy = 0, sz = 0;
    for (int i = 0; i < count; i++) {
        const double px = points[2 * i], py = points[2 * i + 1];
        const double d = (px - axisX) * nx + (py - axisY) * ny;
        if (!(d > 0)) {
            sx += px;
            sy += py;
            sz += 1;  /* z 0, normal (0, 0, 1) */
            continue;
        }
        const double fx = px - d * nx, fy = py - d * ny;
        if (d < arc) {
            const double theta = d / r;
            const double s = sin(theta), c = cos(theta);
            const double along = r * s;
            sx += fx + along * nx - s * nx;
            sy += fy + along * ny - s * ny;
            sz += r * (1 - c) + c;
        } else {
            const double back = d - arc;
            sx += fx - back * nx;
            sy += fy - back * ny;
            sz += 2 * r - 1;
        }
    }
    return sx + sy + sz;
}
