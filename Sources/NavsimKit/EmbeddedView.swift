import TermUI

/// An embedder's view on the navigation screen: a label, a button, the directions list. The navigation view lays it
/// out in its layout pass, after the header, footer and their layout guides are known, and draws it over the screen.
public protocol EmbeddedView: AnyObject {
    /// The view's frame for this layout, in screen cells, worked out from the navigation view's layout guides
    /// (`headerLayoutGuide`, `footerLayoutGuide`, `bounds`); nil hides it. Called once per layout pass.
    func layout(in navigationView: NavigationView) -> Rect?

    /// Paints the whole frame the last layout gave it. Changes nothing (the frame is a pure function of state).
    func render(in area: Rect, into buffer: inout Buffer)
}

/// A widget placed by a closure over the navigation view's layout guides: Auto Layout's anchors, in cells.
///
/// ```swift
/// let label = AnchoredWidget(Label("Eco route")) { view in
///     Rect(x: 1, y: view.headerLayoutGuide.maxY, width: 20, height: 1)
/// }
/// navigationView.addSubview(label)
/// ```
public final class AnchoredWidget: EmbeddedView {
    /// What it draws; replace it to change the content (the next frame shows it).
    public var widget: any Widget
    /// Its frame from the navigation view (nil hides it); evaluated in every layout pass.
    public var anchor: (NavigationView) -> Rect?

    public init(_ widget: any Widget, anchor: @escaping (NavigationView) -> Rect?) {
        self.widget = widget
        self.anchor = anchor
    }

    public func layout(in navigationView: NavigationView) -> Rect? { anchor(navigationView) }

    public func render(in area: Rect, into buffer: inout Buffer) { widget.render(in: area, into: &buffer) }
}
