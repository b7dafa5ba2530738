// The H5 app: a thin host that composes the area elements on one hash-routed page.
import '@fairpass/registration/element'
