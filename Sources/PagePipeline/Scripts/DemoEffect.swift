/// The effects the demo shows, in order (each names its storyboard in ``DemoScene`` and its files).
package enum DemoEffect: String, CaseIterable {
    case curl, cone, spread, flip, fold, stack
}
