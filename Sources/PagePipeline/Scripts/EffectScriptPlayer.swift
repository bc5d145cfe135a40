import PageTurn

/// What plays a storyboard on a controller of any effect: the recorder that makes a video of
/// it, or a test that films it frame by frame. ``DemoScene`` hands its controller and script to
/// one without knowing which, and the player sees them with their types.
package protocol EffectScriptPlayer {
    /// What playing can fail with.
    associatedtype Failure: Error

    /// Plays `script` on `controller` (a copy: the player drives its own).
    mutating func play<Effect: PageEffect>(_ controller: Effect, script: InputScript<Effect>) throws(Failure)
}
