// Tests of the Gestures module.
