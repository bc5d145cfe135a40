internal import CGLES3

/// One vertex array with its vertex and index buffers, reused frame after frame: new data is
/// written in place (`glBufferSubData`) and the buffers are reallocated only when the data
/// outgrows them (growing by half again, so a slowly growing mesh reallocates rarely). They never
/// shrink. A value holding GL names; ``MeshRenderer`` deletes it with ``delete()``.
struct MeshBuffer {
    /// Floats per vertex: position (3), normal (3), texture coordinate (2).
    static let floatsPerVertex = 8

    let vertexArray: GLuint
    let vertexBuffer: GLuint
    let indexBuffer: GLuint
    private(set) var vertexCapacity = 0  // bytes
    private(set) var indexCapacity = 0   // bytes
    private(set) var indexCount = 0

    /// Creates the GL objects and records the vertex layout in the vertex array.
    init() {
        var names: [GLuint] = [0, 0]
        var array: GLuint = 0
        glGenVertexArrays(1, &array)
        glGenBuffers(2, &names)
        vertexArray = array
        vertexBuffer = names[0]
        indexBuffer = names[1]
        glBindVertexArray(array)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)  // recorded in the vertex array
        let stride = GLsizei(Self.floatsPerVertex * MemoryLayout<Float>.size)
        func attribute(_ location: UInt32, components: GLint, offset: Int) {
            glEnableVertexAttribArray(location)
            glVertexAttribPointer(location, components, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                  UnsafeRawPointer(bitPattern: offset * MemoryLayout<Float>.size))
        }
        attribute(ShaderSource.Attribute.position, components: 3, offset: 0)
        attribute(ShaderSource.Attribute.normal, components: 3, offset: 3)
        attribute(ShaderSource.Attribute.textureCoordinate, components: 2, offset: 6)
        glBindVertexArray(0)
    }

    /// Uploads interleaved vertices and indices, growing the buffers only when needed; leaves the
    /// vertex array bound.
    mutating func upload(vertices: UnsafeBufferPointer<Float>, indices: UnsafeBufferPointer<UInt32>) {
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        vertexCapacity = Self.write(vertices.count * MemoryLayout<Float>.size, from: UnsafeRawPointer(vertices.baseAddress),
                                    target: GLenum(GL_ARRAY_BUFFER), capacity: vertexCapacity)
        indexCapacity = Self.write(indices.count * MemoryLayout<UInt32>.size, from: UnsafeRawPointer(indices.baseAddress),
                                   target: GLenum(GL_ELEMENT_ARRAY_BUFFER), capacity: indexCapacity)
        indexCount = indices.count
    }

    /// Draws the uploaded triangles (the vertex array must be bound).
    func drawTriangles() {
        glDrawElements(GLenum(GL_TRIANGLES), GLsizei(indexCount), GLenum(GL_UNSIGNED_INT), nil)
    }

    /// Deletes the GL objects; the context they were made in must be current.
    func delete() {
        var array = vertexArray
        glDeleteVertexArrays(1, &array)
        var names = [vertexBuffer, indexBuffer]
        glDeleteBuffers(2, &names)
    }

    /// Writes `byteCount` bytes to the buffer bound at `target`; returns the new capacity.
    private static func write(_ byteCount: Int, from data: UnsafeRawPointer?, target: GLenum, capacity: Int) -> Int {
        guard byteCount > 0 else { return capacity }
        var capacity = capacity
        if byteCount > capacity {
            capacity = max(byteCount, capacity + capacity / 2)
            glBufferData(target, GLsizeiptr(capacity), nil, GLenum(GL_DYNAMIC_DRAW))
        }
        glBufferSubData(target, 0, GLsizeiptr(byteCount), data)
        return capacity
    }
}
