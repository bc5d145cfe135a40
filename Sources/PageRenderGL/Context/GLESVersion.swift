/// An OpenGL ES version, as requested from EGL.
public struct GLESVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Major version (3 for OpenGL ES 3.x).
    public var major: Int
    /// Minor version.
    public var minor: Int

    /// A version `major.minor`.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// OpenGL ES 3.0, what the renderer needs.
    public static let es30 = GLESVersion(major: 3, minor: 0)

    /// Orders by major, then minor.
    public static func < (a: GLESVersion, b: GLESVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    /// `major.minor`.
    public var description: String { "\(major).\(minor)" }

    /// The version in a `GL_VERSION` string of OpenGL ES ("OpenGL ES 3.2 Mesa 22.3.6"), or `nil`
    /// when the string is not OpenGL ES's.
    init?(glVersionString text: String) {
        let prefix = "OpenGL ES "
        guard text.hasPrefix(prefix) else { return nil }
        let numbers = text.dropFirst(prefix.count).prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard numbers.count >= 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
        self.init(major: major, minor: minor)
    }
}
