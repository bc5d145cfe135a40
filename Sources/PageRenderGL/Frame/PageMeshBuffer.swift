internal import CGLES3
import PageGeometry

/// The GL buffers of one `PageMesh`: a vertex array over three vertex buffers
/// (positions, normals, mesh coordinates, exactly the mesh's arrays) and an index buffer (front
/// triangles, then back).
///
/// Data is written in place (`glBufferSubData`); a buffer is reallocated only when a mesh outgrows
/// it, by half again, and never shrinks, so a curl that is rebuilt every frame stops allocating
/// once its buffers have grown to the largest mesh seen. A value holding GL names; its owner
/// deletes it with ``delete()`` while the context is current.
struct PageMeshBuffer {
    let vertexArray: GLuint
    private let positionBuffer: GLuint
    private let normalBuffer: GLuint
    private let coordinateBuffer: GLuint
    private let indexBuffer: GLuint
    private var capacities: SIMD4<Int> = .zero  // bytes: positions, normals, coordinates, indices
    /// Number of indices uploaded.
    private(set) var indexCount = 0

    /// Creates the GL objects and records the layout in the vertex array.
    init() {
        var array: GLuint = 0
        glGenVertexArrays(1, &array)
        var names: [GLuint] = [0, 0, 0, 0]
        glGenBuffers(4, &names)
        vertexArray = array
        positionBuffer = names[0]
        normalBuffer = names[1]
        coordinateBuffer = names[2]
        indexBuffer = names[3]
        glBindVertexArray(array)
        func attribute(_ location: UInt32, buffer: GLuint, components: GLint) {
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
            glEnableVertexAttribArray(location)
            glVertexAttribPointer(location, components, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
        }
        attribute(FrameShaderSource.Attribute.position, buffer: positionBuffer, components: 3)
        attribute(FrameShaderSource.Attribute.normal, buffer: normalBuffer, components: 3)
        attribute(FrameShaderSource.Attribute.meshCoordinate, buffer: coordinateBuffer, components: 2)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)  // recorded in the vertex array
        glBindVertexArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
    }

    /// Uploads `mesh`'s vertices and the triangles `indices` (the mesh's, reordered: see
    /// ``MeshParts``), growing the buffers only when needed.
    mutating func upload(_ mesh: PageMesh, indices: [UInt32]) {
        glBindVertexArray(vertexArray)
        let arrayTarget = GLenum(GL_ARRAY_BUFFER)
        glBindBuffer(arrayTarget, positionBuffer)
        capacities[0] = mesh.positions.withUnsafeBytes { Self.write($0, target: arrayTarget, capacity: capacities[0]) }
        glBindBuffer(arrayTarget, normalBuffer)
        capacities[1] = mesh.normals.withUnsafeBytes { Self.write($0, target: arrayTarget, capacity: capacities[1]) }
        glBindBuffer(arrayTarget, coordinateBuffer)
        capacities[2] = mesh.textureCoordinates.withUnsafeBytes {
            Self.write($0, target: arrayTarget, capacity: capacities[2])
        }
        capacities[3] = indices.withUnsafeBytes {
            Self.write($0, target: GLenum(GL_ELEMENT_ARRAY_BUFFER), capacity: capacities[3])
        }
        indexCount = indices.count
        glBindBuffer(arrayTarget, 0)
    }

    /// Draws the triangles of `range` (indices into the uploaded index list); the vertex array
    /// must be bound.
    func drawTriangles(_ range: Range<Int>) {
        guard !range.isEmpty, range.upperBound <= indexCount else { return }
        glDrawElements(GLenum(GL_TRIANGLES), GLsizei(range.count), GLenum(GL_UNSIGNED_INT),
                       UnsafeRawPointer(bitPattern: range.lowerBound * MemoryLayout<UInt32>.size))
    }

    /// Bytes of GPU buffer storage held (for tests of reuse).
    var capacityInBytes: Int { capacities.wrappedSum() }

    /// Deletes the GL objects; the context they were made in must be current.
    func delete() {
        var array = vertexArray
        glDeleteVertexArrays(1, &array)
        var names = [positionBuffer, normalBuffer, coordinateBuffer, indexBuffer]
        glDeleteBuffers(4, &names)
    }

    /// Writes `bytes` to the buffer bound at `target`; returns the new capacity.
    private static func write(_ bytes: UnsafeRawBufferPointer, target: GLenum, capacity: Int) -> Int {
        guard bytes.count > 0 else { return capacity }
        var capacity = capacity
        if bytes.count > capacity {
            capacity = max(bytes.count, capacity + capacity / 2)
            glBufferData(target, GLsizeiptr(capacity), nil, GLenum(GL_DYNAMIC_DRAW))
        }
        glBufferSubData(target, 0, GLsizeiptr(bytes.count), bytes.baseAddress)
        return capacity
    }
}
